import { CRUD_ACTIONS, defineArea } from '../area.js';

/** `001 §2 Series`: the tranches of shares on sale (docs/decisions/0010-series.md). */
export const seriesArea = defineArea({
  permissionArea: 'series',
  actions: [...CRUD_ACTIONS, 'export'],
  errors: ['CANT_DELETE_SERIES'],
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
