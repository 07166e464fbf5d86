import { defineArea, type AreaPaths } from '../area.js';

export const featuredOffersPaths = {
  api: '/admin/featured-offer',
  routes: {
    list: { path: '/featured-offers', permission: 'admin:featured-offer:list' },
    record: { path: '/featured-offers/:id', permission: 'admin:featured-offer:get' },
  },
} as const satisfies AreaPaths;

/**
 * REQ-FEAT-1: the fixed groups of offers the public site shows (homepage, new
 * offers, investor dashboard). Groups are neither created nor deleted here, only edited.
 */
export const featuredOffersArea = defineArea({
  permissionArea: 'featured-offer',
  paths: featuredOffersPaths,
  label: { pl: 'Wyróżnione oferty', en: 'Featured offers' },
  actions: ['list', 'get', 'edit', 'export'],
  errors: {
    FEATURED_OFFER_NOT_EXISTS: {
      pl: 'Grupa wyróżnionych ofert nie istnieje.',
      en: 'The featured offer group does not exist.',
    },
    DUPLICATE_OFFER: {
      pl: 'Ta oferta jest już w tej grupie.',
      en: 'This offer is already in the group.',
    },
  },
  group: 'content',
  sidebar: [
    {
      section: 'menu.section.content',
      title: 'menu.featuredOffers',
      icon: 'IconStar',
      route: 'list',
    },
  ],
  columns: {
    name: { header: { pl: 'Nazwa (klucz techniczny)', en: 'Name (technical key)' } },
    title: { header: { pl: 'Tytuł', en: 'Title' } },
    offerCount: { header: { pl: 'Liczba ofert', en: 'Offers' } },
  },
  audit: [
    {
      entityType: 'featured-offer',
      name: { pl: 'Grupa wyróżnionych ofert', en: 'Featured offer group' },
      of: { pl: 'grupy wyróżnionych ofert', en: 'featured offer group' },
      one: { pl: 'wyróżnione oferty', en: 'featured offers' },
      writes: ['update'],
    },
  ],
});
