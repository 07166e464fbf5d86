import { useTranslation } from 'react-i18next';
import { localized, useContentLanguage } from '../../../shared/format/translatable';
import { useManualOrderOptions } from '../api/investments-api';

export interface FilterOptions {
  /** whether the names can be listed: the filters are shown (loading until the data comes) */
  allowed: boolean;
  offers: { value: string; label: string }[] | undefined;
  series: { value: string; label: string }[] | undefined;
}

/**
 * The offer and series filters pick by name from the manual order's lookup when the user may
 * place manual orders. Without it they are left out of the bar (`offerFilters`): as boxes for
 * an offer's number they read as a broken search (typing "Hotel" did nothing). A link that
 * carries such a filter still applies it, and its chip says so.
 */
export function useFilterOptions(allowed: boolean): FilterOptions {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const options = useManualOrderOptions({ enabled: allowed });
  if (!allowed || !options.data) return { allowed, offers: undefined, series: undefined };
  const offers = options.data.offers;
  return {
    allowed,
    offers: offers.map((o) => ({ value: String(o.id), label: localized(o.title, language) })),
    series: offers.flatMap((o) =>
      o.series.map((s) => ({
        value: String(s.id),
        label: t('money.seriesOfOffer', { series: s.name, offer: localized(o.title, language) }),
      })),
    ),
  };
}

/**
 * The bar's offer (and series) filters, in the page's `filters` where they go: nothing when the
 * names cannot be listed (see `useFilterOptions`).
 */
export function offerFilters(
  options: FilterOptions,
  labels: { offer: string; series?: string },
): Record<string, { label: string; options: { value: string; label: string }[] | undefined }> {
  if (!options.allowed) return {};
  return {
    offer: { label: labels.offer, options: options.offers },
    ...(labels.series ? { series: { label: labels.series, options: options.series } } : {}),
  };
}
