import 'i18next';
import type {
  AreaErrorCode,
  ListArea,
  ListColumnKey,
  ToastedRecordType,
} from '@backoffice/contract';
import type { Catalogue } from '../i18n/pl';
import type { DashboardCatalogue } from '../features/dashboard/i18n/pl';
import type { FilesCatalogue } from '../shared/form/i18n/pl';
import type { FEATURES } from './features';

type TextsOf<F> = F extends { catalogue: { pl: () => Promise<infer Texts> } } ? Texts : never;
type Intersection<U> = (U extends unknown ? (texts: U) => void : never) extends (
  texts: infer I,
) => void
  ? I
  : never;

// Typed translation keys: the shell's catalogue, the areas' error messages, record names and list column headers
// (from the contract, `i18n/area-texts.ts`), the upload fields' and rich-text editor's, and every feature's, all
// from the Polish source. `t('faq.list.title')` is checked; a
// feature's texts are loaded with its pages, the fields' with the first form showing one.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: Catalogue & {
        errors: Record<AreaErrorCode, string>;
        records: Record<ToastedRecordType, { it: string; of: string }>; // i18n/area-texts.ts
        columns: { [Area in ListArea]: Record<ListColumnKey<Area>, string> }; // i18n/area-texts.ts
      } & FilesCatalogue &
        DashboardCatalogue &
        Intersection<TextsOf<(typeof FEATURES)[number]>>;
    };
  }
}
