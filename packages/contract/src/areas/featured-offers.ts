import { defineArea } from '../area.js';

/**
 * REQ-FEAT-1: the fixed groups of offers the public site shows (homepage, new
 * offers, investor dashboard). Groups are neither created nor deleted here, only edited.
 */
export const featuredOffersArea = defineArea({
  permissionArea: 'featured-offer',
  actions: ['list', 'get', 'edit', 'export'],
  errors: ['FEATURED_OFFER_NOT_EXISTS', 'DUPLICATE_OFFER'],
  group: 'content',
  sidebar: [
    {
      section: 'menu.section.content',
      title: 'menu.featuredOffers',
      href: '/featured-offers',
      icon: 'IconStar',
      action: 'list',
    },
  ],
});
