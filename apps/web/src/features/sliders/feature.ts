import { defineFeature } from '../../shared/feature';

/** REQ-SLIDER-1. */
export const slidersFeature = defineFeature({
  name: 'sliders',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  sidebar: [{ href: '/slider', icon: 'IconSlideshow', title: 'menu.sliders' }],
  records: [
    {
      entityType: 'slider',
      fieldsKey: 'sliders.fields',
      path: (id) => `/slider/${id}`,
      permission: 'admin:slider:get',
    },
  ],
  routes: [
    {
      path: 'slider',
      permission: 'admin:slider:list',
      list: () => import('./api/sliders-api').then((m) => m.slidersApi),
      page: () => import('./routes/slider-list-page').then((m) => m.SliderListPage),
    },
    {
      path: 'slider/create',
      permission: 'admin:slider:create',
      page: () => import('./routes/slider-create-page').then((m) => m.SliderCreatePage),
    },
    {
      path: 'slider/:id',
      permission: 'admin:slider:get',
      page: () => import('./routes/slider-edit-page').then((m) => m.SliderEditPage),
    },
  ],
});
