import { CRUD_ACTIONS, CRUD_AUDIT_WRITES, defineArea, type AreaPaths } from '../area.js';

export const slidersPaths = {
  api: '/admin/slider',
  routes: {
    list: { path: '/slider', permission: 'admin:slider:list' },
    create: { path: '/slider/create', permission: 'admin:slider:create' },
    record: { path: '/slider/:id', permission: 'admin:slider:get' },
  },
} as const satisfies AreaPaths;

/** REQ-SLIDER-1: the homepage slides, each with its image. */
export const slidersArea = defineArea({
  permissionArea: 'slider',
  paths: slidersPaths,
  label: { pl: 'Slidery', en: 'Sliders' },
  actions: [...CRUD_ACTIONS, 'export'],
  errors: {
    SLIDER_NOT_EXISTS: { pl: 'Slajd nie istnieje.', en: 'The slide does not exist.' },
    CANT_REMOVE_LAST_ACTIVE: {
      pl: 'Nie można usunąć ani wyłączyć ostatniego aktywnego slajdu.',
      en: 'The last active slide cannot be removed or deactivated.',
    },
    IMAGE_IS_REQUIRED: { pl: 'Obraz jest wymagany.', en: 'An image is required.' },
    GUEST_BUTTON_LABEL_IS_EMPTY: {
      pl: 'Etykieta przycisku dla gościa nie może być pusta.',
      en: 'Guest button label must not be empty.',
    },
  },
  group: 'content',
  takesFiles: true,
  sidebar: [
    {
      section: 'menu.section.content',
      title: 'menu.sliders',
      label: { pl: 'Slajdy', en: 'Sliders' },
      icon: 'IconSlideshow',
      route: 'list',
    },
  ],
  columns: {
    thumbnail: { header: { pl: 'Miniatura', en: 'Thumbnail' } },
    position: { header: { pl: 'Pozycja', en: 'Position' } },
    name: { header: { pl: 'Nazwa', en: 'Name' } },
    active: { header: { pl: 'Aktywny', en: 'Active' } },
  },
  audit: [
    {
      entityType: 'slider',
      name: { pl: 'Slajd', en: 'Slide' },
      of: { pl: 'slajdu', en: 'slide' },
      one: { pl: 'slajd', en: 'slide' },
      writes: CRUD_AUDIT_WRITES,
    },
  ],
});
