import { seriesPaths } from '@backoffice/contract';
import { defineFeature } from '../../shared/feature';

/** REQ-SERIES-1: the tranches of shares on sale. */
export const seriesFeature = defineFeature({
  name: 'series',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  records: [
    {
      entityType: 'series',
      fieldsKey: 'series.fields',
      route: seriesPaths.routes.record,
    },
  ],
  routes: [
    {
      route: seriesPaths.routes.list,
      list: () => import('./api/series-api').then((m) => m.seriesApi),
      page: () => import('./routes/series-list-page').then((m) => m.SeriesListPage),
    },
    {
      route: seriesPaths.routes.create,
      page: () => import('./routes/series-create-page').then((m) => m.SeriesCreatePage),
    },
    {
      route: seriesPaths.routes.record,
      page: () => import('./routes/series-edit-page').then((m) => m.SeriesEditPage),
    },
  ],
});
