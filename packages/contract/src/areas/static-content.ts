import { defineArea } from '../area.js';

/**
 * REQ-STATIC-1: a tree of collections and elements the public site shows; only
 * elements are edited (`get` opens one, `edit` saves it).
 */
export const staticContentArea = defineArea({
  permissionArea: 'static-content',
  actions: ['list', 'get', 'edit'],
  errors: ['ELEMENT_NOT_EXISTS', 'COLLECTION_NOT_EDITABLE', 'FIELD_NOT_FOR_TYPE'],
  group: 'content',
  takesFiles: true,
  sidebar: [
    {
      section: 'menu.section.content',
      title: 'menu.staticContent',
      href: '/static-content',
      icon: 'IconFiles',
      action: 'list',
    },
  ],
});
