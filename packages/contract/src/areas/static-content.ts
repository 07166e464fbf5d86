import { defineArea, type AreaPaths } from '../area.js';

export const staticContentPaths = {
  api: '/admin/static-content',
  routes: {
    list: { path: '/static-content', permission: 'admin:static-content:list' },
    children: { path: '/static-content/:parentId', permission: 'admin:static-content:list' },
    record: { path: '/static-content/element/:elementId', permission: 'admin:static-content:get' },
  },
} as const satisfies AreaPaths;

/**
 * REQ-STATIC-1: a tree of collections and elements the public site shows; only
 * elements are edited (`get` opens one, `edit` saves it).
 */
export const staticContentArea = defineArea({
  permissionArea: 'static-content',
  paths: staticContentPaths,
  label: { pl: 'Treści statyczne', en: 'Static content' },
  actions: ['list', 'get', 'edit'],
  errors: {
    ELEMENT_NOT_EXISTS: {
      pl: 'Element treści statycznej nie istnieje.',
      en: 'The static content element does not exist.',
    },
    COLLECTION_NOT_EDITABLE: {
      pl: 'Kolekcji nie można edytować, tylko jej elementy.',
      en: 'A collection cannot be edited, only its elements.',
    },
    FIELD_NOT_FOR_TYPE: {
      pl: 'Ten rodzaj elementu nie ma tego pola.',
      en: 'This kind of element has no such field.',
    },
  },
  group: 'content',
  takesFiles: true,
  sidebar: [
    {
      section: 'menu.section.content',
      title: 'menu.staticContent',
      icon: 'IconFiles',
      route: 'list',
    },
  ],
  audit: [
    {
      entityType: 'static-content',
      name: { pl: 'Treść statyczna', en: 'Static content' },
      of: { pl: 'treści statycznej', en: 'static content' },
      one: { pl: 'treść statyczną', en: 'static content' },
      writes: ['update'],
    },
  ],
});
