import { slidersPaths } from '@backoffice/contract';
import { defineFeature } from '../../shared/feature';

/** REQ-SLIDER-1. */
export const slidersFeature = defineFeature({
  name: 'sliders',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  records: [
    {
      entityType: 'slider',
      fieldsKey: 'sliders.fields',
      route: slidersPaths.routes.record,
    },
  ],
  routes: [
    {
      route: slidersPaths.routes.list,
      list: () => import('./api/sliders-api').then((m) => m.slidersApi),
      page: () => import('./routes/slider-list-page').then((m) => m.SliderListPage),
    },
    {
      route: slidersPaths.routes.create,
      page: () => import('./routes/slider-create-page').then((m) => m.SliderCreatePage),
    },
    {
      route: slidersPaths.routes.record,
      page: () => import('./routes/slider-edit-page').then((m) => m.SliderEditPage),
    },
  ],
});
