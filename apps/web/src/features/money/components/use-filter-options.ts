import { useTranslation } from 'react-i18next';
import { localized, useContentLanguage } from '../../../shared/format/translatable';
import { useManualOrderOptions } from '../api/investments-api';

export interface FilterOptions {
  offers: { value: string; label: string }[] | undefined;
  series: { value: string; label: string }[] | undefined;
}

/**
 * The offer and series filters pick by name from the manual order's lookup when the user may
 * place manual orders; without it they stay id boxes (the server filters by id either way).
 */
export function useFilterOptions(allowed: boolean): FilterOptions {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const options = useManualOrderOptions({ enabled: allowed });
  if (!allowed || !options.data) return { offers: undefined, series: undefined };
  const offers = options.data.offers;
  return {
    offers: offers.map((o) => ({ value: String(o.id), label: localized(o.title, language) })),
    series: offers.flatMap((o) =>
      o.series.map((s) => ({
        value: String(s.id),
        label: t('money.seriesOfOffer', { series: s.name, offer: localized(o.title, language) }),
      })),
    ),
  };
}
