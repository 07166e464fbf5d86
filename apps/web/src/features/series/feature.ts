import { defineFeature } from '../../shared/feature';

/** REQ-SERIES-1: the tranches of shares on sale. */
export const seriesFeature = defineFeature({
  name: 'series',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  sidebar: [{ href: '/series', icon: 'IconStack2', title: 'menu.series' }],
  records: [
    {
      entityType: 'series',
      fieldsKey: 'series.fields',
      path: (id) => `/series/${id}/edit`,
      permission: 'admin:series:get',
    },
  ],
  routes: [
    {
      path: 'series',
      permission: 'admin:series:list',
      list: () => import('./api/series-api').then((m) => m.seriesApi),
      page: () => import('./routes/series-list-page').then((m) => m.SeriesListPage),
    },
    {
      path: 'series/create',
      permission: 'admin:series:create',
      page: () => import('./routes/series-create-page').then((m) => m.SeriesCreatePage),
    },
    {
      path: 'series/:id/edit',
      permission: 'admin:series:get',
      page: () => import('./routes/series-edit-page').then((m) => m.SeriesEditPage),
    },
  ],
});
