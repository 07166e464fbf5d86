import { CRUD_ACTIONS, defineArea } from '../area.js';

/** REQ-FAQ-1. */
export const faqArea = defineArea({
  permissionArea: 'faq',
  actions: [...CRUD_ACTIONS, 'export'],
  errors: ['FAQ_NOT_EXISTS', 'QUESTION_IS_REQUIRED', 'ANSWER_IS_REQUIRED'],
  group: 'content',
  sidebar: [
    {
      section: 'menu.section.content',
      title: 'menu.faq',
      href: '/faq',
      icon: 'IconHelp',
      action: 'list',
    },
  ],
});
