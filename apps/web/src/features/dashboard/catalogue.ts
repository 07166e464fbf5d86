import type { CatalogueLoaders } from '../../shared/feature';
import type { DashboardCatalogue } from './i18n/pl';

/** The dashboard panels' texts, one chunk per language, loaded with the dashboard page. */
export const DASHBOARD_CATALOGUE: CatalogueLoaders<DashboardCatalogue> = {
  pl: () => import('./i18n/pl').then((m) => m.pl),
  en: () => import('./i18n/en').then((m) => m.en),
};
