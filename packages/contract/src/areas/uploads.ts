import { defineArea } from '../area.js';
import { UPLOAD_ERROR_CODES } from '../files.js';

/**
 * The two upload routes of REQ-FILES-1. They have no permissions of their own: each route accepts
 * the create or edit permission of any area that takes files (declared on the route).
 */
export const uploadsArea = defineArea({
  permissionArea: 'upload',
  actions: [],
  errors: [...UPLOAD_ERROR_CODES, 'FILE_NAME_IS_REQUIRED', 'DISPLAY_NAME_IS_REQUIRED'],
  group: 'content',
  sidebar: [],
});
