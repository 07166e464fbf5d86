import { CRUD_ACTIONS, defineArea } from '../area.js';

/**
 * REQ-AGR-1: what investors consent to. The user's tab on `/users/:id` is behind the
 * users area's `admin:user:get-agreements`.
 */
export const agreementsArea = defineArea({
  permissionArea: 'agreement',
  actions: [...CRUD_ACTIONS, 'export'],
  errors: ['AGREEMENT_NOT_EXISTS', 'AGREEMENT_BY_TARGET_NOT_EXISTS'],
  group: 'content',
  takesFiles: true,
  sidebar: [
    {
      section: 'menu.section.content',
      title: 'menu.agreements',
      href: '/agreements',
      icon: 'IconCertificate',
      action: 'list',
    },
  ],
});
