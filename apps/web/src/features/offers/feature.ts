import { offersPaths } from '@backoffice/contract';
import { defineFeature } from '../../shared/feature';

/** REQ-OFFER-1: the offers list (`/pages`) and the offer editor. */
export const offersFeature = defineFeature({
  name: 'offers',
  catalogue: {
    pl: () => import('./i18n/pl').then((m) => m.pl),
    en: () => import('./i18n/en').then((m) => m.en),
  },
  routes: [
    {
      route: offersPaths.routes.list,
      list: () => import('./api/offers-api').then((m) => m.offersApi),
      page: () => import('./routes/offer-list-page').then((m) => m.OfferListPage),
    },
    {
      route: offersPaths.routes.create,
      page: () => import('./routes/offer-create-page').then((m) => m.OfferCreatePage),
    },
    {
      route: offersPaths.routes.record,
      page: () => import('./routes/offer-edit-page').then((m) => m.OfferEditPage),
    },
  ],
});
