import { formatPln } from '../../../shared/format/money';
import { useContentLanguage } from '../../../shared/format/translatable';

/** PLN in the UI language's format (`pl-PL` / `en-GB`), from the server's decimal string. */
export function useMoney(): (amount: string) => string {
  const language = useContentLanguage();
  return (amount) => formatPln(amount, language);
}
