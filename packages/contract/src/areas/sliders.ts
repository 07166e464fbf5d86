import { CRUD_ACTIONS, defineArea } from '../area.js';

/** REQ-SLIDER-1: the homepage slides, each with its image. */
export const slidersArea = defineArea({
  permissionArea: 'slider',
  actions: [...CRUD_ACTIONS, 'export'],
  errors: [
    'SLIDER_NOT_EXISTS',
    'CANT_REMOVE_LAST_ACTIVE',
    'IMAGE_IS_REQUIRED',
    'GUEST_BUTTON_LABEL_IS_EMPTY',
  ],
  group: 'content',
  takesFiles: true,
  sidebar: [
    {
      section: 'menu.section.content',
      title: 'menu.sliders',
      href: '/slider',
      icon: 'IconSlideshow',
      action: 'list',
    },
  ],
});
