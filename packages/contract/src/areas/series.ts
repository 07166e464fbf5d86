import { CRUD_ACTIONS, CRUD_AUDIT_WRITES, defineArea, type AreaPaths } from '../area.js';

export const seriesPaths = {
  api: '/admin/series',
  routes: {
    list: { path: '/series', permission: 'admin:series:list' },
    create: { path: '/series/create', permission: 'admin:series:create' },
    record: { path: '/series/:id/edit', permission: 'admin:series:get' },
  },
} as const satisfies AreaPaths;

/** REQ-SERIES-1: the tranches of shares on sale (docs/decisions/0010-series.md). */
export const seriesArea = defineArea({
  permissionArea: 'series',
  paths: seriesPaths,
  label: { pl: 'Serie', en: 'Series' },
  actions: [...CRUD_ACTIONS, 'export'],
  // a limit below the shares live orders hold names that number (`SERIES_LIMIT_BELOW_TAKEN|13`)
  errors: {
    CANT_DELETE_SERIES: { pl: 'Nie można usunąć tej serii.', en: 'This series cannot be deleted.' },
    SERIES_LIMIT_BELOW_TAKEN: {
      pl: 'Udziałów tej serii zajętych przez zamówienia: {{max}}. Limit nie może być mniejszy.',
      en: 'Shares of this series already taken by orders: {{max}}. The limit cannot be lower.',
    },
  },
  group: 'finance',
  sidebar: [
    {
      section: 'menu.section.investments',
      title: 'menu.series',
      icon: 'IconStack2',
      route: 'list',
    },
  ],
  columns: {
    name: { header: { pl: 'Nazwa', en: 'Name' } },
    displayName: { header: { pl: 'Nazwa wyświetlana', en: 'Display name' } },
    pricePerShare: { header: { pl: 'Cena za udział (PLN)', en: 'Price per share (PLN)' } },
    sold: { header: { pl: 'Sprzedane / limit', en: 'Sold / limit' } },
    availableFrom: { header: { pl: 'Dostępna od', en: 'Available from' } },
    availableTo: { header: { pl: 'Dostępna do', en: 'Available to' } },
    offers: { header: { pl: 'Oferty', en: 'Offers' } },
  },
  audit: [
    {
      /** its update records the secrets' names replaced or cleared, never a secret */
      entityType: 'series',
      name: { pl: 'Seria', en: 'Series' },
      of: { pl: 'serii', en: 'series' },
      one: { pl: 'serię', en: 'series' },
      writes: CRUD_AUDIT_WRITES,
    },
  ],
});
