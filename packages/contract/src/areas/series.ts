import { CRUD_ACTIONS, defineArea } from '../area.js';

/** REQ-SERIES-1: the tranches of shares on sale (docs/decisions/0010-series.md). */
export const seriesArea = defineArea({
  permissionArea: 'series',
  actions: [...CRUD_ACTIONS, 'export'],
  // a limit below the shares live orders hold names that number (`SERIES_LIMIT_BELOW_TAKEN|13`)
  errors: ['CANT_DELETE_SERIES', 'SERIES_LIMIT_BELOW_TAKEN'],
  group: 'finance',
  sidebar: [
    {
      section: 'menu.section.investments',
      title: 'menu.series',
      href: '/series',
      icon: 'IconStack2',
      action: 'list',
    },
  ],
});
