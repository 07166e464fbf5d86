import { CRUD_ACTIONS, CRUD_AUDIT_WRITES, defineArea, type AreaPaths } from '../area.js';

export const faqPaths = {
  api: '/admin/faq',
  routes: {
    list: { path: '/faq', permission: 'admin:faq:list' },
    create: { path: '/faq/create', permission: 'admin:faq:create' },
    record: { path: '/faq/:id', permission: 'admin:faq:get' },
  },
} as const satisfies AreaPaths;

/** REQ-FAQ-1. */
export const faqArea = defineArea({
  permissionArea: 'faq',
  paths: faqPaths,
  label: { pl: 'FAQ', en: 'FAQ' },
  actions: [...CRUD_ACTIONS, 'export'],
  errors: {
    FAQ_NOT_EXISTS: { pl: 'Pytanie FAQ nie istnieje.', en: 'The FAQ entry does not exist.' },
    QUESTION_IS_REQUIRED: { pl: 'Podaj treść pytania.', en: 'Enter the question.' },
    ANSWER_IS_REQUIRED: { pl: 'Podaj treść odpowiedzi.', en: 'Enter the answer.' },
  },
  group: 'content',
  sidebar: [
    {
      section: 'menu.section.content',
      title: 'menu.faq',
      icon: 'IconHelp',
      route: 'list',
    },
  ],
  columns: {
    question: { header: { pl: 'Pytanie', en: 'Question' } },
    position: { header: { pl: 'Pozycja', en: 'Position' } },
    active: { header: { pl: 'Aktywne', en: 'Active' } },
    homepage: { header: { pl: 'Strona główna', en: 'Homepage' } },
  },
  audit: [
    {
      entityType: 'faq',
      name: { pl: 'FAQ', en: 'FAQ' },
      of: { pl: 'pytania FAQ', en: 'FAQ entry' },
      one: { pl: 'pytanie FAQ', en: 'FAQ' },
      writes: CRUD_AUDIT_WRITES,
    },
  ],
});
