import { CRUD_ACTIONS, defineArea } from '../area.js';

/** REQ-OFFER-1 and the offer editor, with clone and revalidation (REQ-OFFER-9, REQ-OFFER-10). */
export const offersArea = defineArea({
  permissionArea: 'offer',
  actions: [...CRUD_ACTIONS, 'clone', 'revalidate', 'export'],
  errors: [
    'OFFER_NOT_EXISTS',
    'OFFER_SLUG_NOT_EXISTS',
    'OFFER_NOT_VISIBLE',
    'SLUG_NOT_UNIQUE',
    'INVESTMENT_END_BEFORE_START',
    'SERIES_NOT_EXISTS',
    'REVALIDATION_FAILED',
    'REVALIDATION_TIMEOUT',
    'INVALID_NUMBER',
    'INVALID_DATE',
    // the Sections page builder (offer-sections.ts)
    'ELEMENT_TYPE_IS_REQUIRED',
    'INVALID_COLOR',
    'INVALID_GRID_SPAN',
    'INVALID_ZOOM',
    'INVALID_ELEMENT_ID',
    'INVALID_YOUTUBE_URL',
    'URL_MUST_BE_HTTPS',
    'TOO_MANY_IMAGES',
    'TOO_MANY_ITEMS',
    'TOO_MANY_ELEMENTS',
    'CELLS_DO_NOT_MATCH_COLUMNS',
    'ADDRESS_EMPTY',
    'ADDRESS_INVALID',
    // the address lookup: 502 not configured or failing, 504 too slow (never the maintenance 503)
    'GEOCODER_NOT_CONFIGURED',
    'GEOCODER_UNAVAILABLE',
    'GEOCODER_TIMEOUT',
  ],
  group: 'content',
  takesFiles: true,
  sidebar: [
    {
      section: 'menu.section.investments',
      title: 'menu.offers',
      href: '/pages',
      icon: 'IconBuildingSkyscraper',
      action: 'list',
    },
  ],
});
