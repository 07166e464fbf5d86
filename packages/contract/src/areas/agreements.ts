import { CRUD_ACTIONS, CRUD_AUDIT_WRITES, defineArea, type AreaPaths } from '../area.js';

export const agreementsPaths = {
  api: '/admin/agreements',
  routes: {
    list: { path: '/agreements', permission: 'admin:agreement:list' },
    create: { path: '/agreements/create', permission: 'admin:agreement:create' },
    record: { path: '/agreements/:id', permission: 'admin:agreement:get' },
  },
} as const satisfies AreaPaths;

/**
 * REQ-AGR-1: what investors consent to. The user's tab on `/users/:id` is behind the
 * users area's `admin:user:get-agreements`.
 */
export const agreementsArea = defineArea({
  permissionArea: 'agreement',
  paths: agreementsPaths,
  label: { pl: 'Zgody', en: 'Agreements' },
  actions: [...CRUD_ACTIONS, 'export'],
  errors: {
    AGREEMENT_NOT_EXISTS: { pl: 'Zgoda nie istnieje.', en: 'The agreement does not exist.' },
    AGREEMENT_BY_TARGET_NOT_EXISTS: {
      pl: 'Nie istnieje zgoda dla tego celu.',
      en: 'No agreement exists for this target.',
    },
  },
  group: 'content',
  takesFiles: true,
  sidebar: [
    {
      section: 'menu.section.content',
      title: 'menu.agreements',
      icon: 'IconCertificate',
      route: 'list',
    },
  ],
  columns: {
    name: { header: { pl: 'Nazwa', en: 'Name' } },
    type: { header: { pl: 'Typ', en: 'Type' } },
    target: { header: { pl: 'Miejsce', en: 'Target' } },
    active: { header: { pl: 'Aktywna', en: 'Active' } },
    required: { header: { pl: 'Wymagana', en: 'Required' } },
    contentVersion: { header: { pl: 'Wersja', en: 'Version' } },
  },
  audit: [
    {
      entityType: 'agreement',
      name: { pl: 'Zgoda', en: 'Agreement' },
      of: { pl: 'zgody', en: 'agreement' },
      one: { pl: 'zgodę', en: 'agreement' },
      writes: CRUD_AUDIT_WRITES,
    },
  ],
});
