import { CRUD_ACTIONS, CRUD_AUDIT_WRITES, defineArea, type AreaPaths } from '../area.js';

export const pagesPaths = {
  api: '/admin/page',
  routes: {
    list: { path: '/static-pages', permission: 'admin:page:list' },
    create: { path: '/static-pages/create', permission: 'admin:page:create' },
    record: { path: '/static-pages/:id', permission: 'admin:page:get' },
  },
} as const satisfies AreaPaths;

/** REQ-PAGE-1: pages of the public site with their attachments. */
export const pagesArea = defineArea({
  permissionArea: 'page',
  paths: pagesPaths,
  label: { pl: 'Strony', en: 'Pages' },
  actions: [...CRUD_ACTIONS, 'export'],
  errors: {
    PAGE_SLUG_EXIST: {
      pl: 'Strona o takim slugu już istnieje.',
      en: 'A page with this slug already exists.',
    },
    PAGE_NOT_EXISTS: { pl: 'Strona nie istnieje.', en: 'The page does not exist.' },
    PAGE_SLUG_NOT_EXISTS: {
      pl: 'Strona o takim slugu nie istnieje.',
      en: 'No page has this slug.',
    },
    PAGE_NOT_ACTIVE: { pl: 'Strona nie jest aktywna.', en: 'The page is not active.' },
  },
  group: 'content',
  takesFiles: true,
  sidebar: [
    {
      section: 'menu.section.content',
      title: 'menu.staticPages',
      label: { pl: 'Strony statyczne', en: 'Static pages' },
      icon: 'IconFiles',
      route: 'list',
    },
  ],
  columns: {
    title: { header: { pl: 'Tytuł', en: 'Title' } },
    slug: { header: { pl: 'Slug', en: 'Slug' } },
    active: { header: { pl: 'Aktywna', en: 'Active' } },
  },
  audit: [
    {
      entityType: 'page',
      name: { pl: 'Strona statyczna', en: 'Static page' },
      of: { pl: 'strony statycznej', en: 'static page' },
      one: { pl: 'stronę', en: 'page' },
      writes: CRUD_AUDIT_WRITES,
    },
  ],
});
