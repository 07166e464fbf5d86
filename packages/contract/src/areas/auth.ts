import { defineArea } from '../area.js';

/** Sign-in, sessions and password links: public routes, so no permissions and no sidebar. */
export const authArea = defineArea({
  permissionArea: 'auth',
  actions: [],
  errors: [
    'EMAIL_EMPTY',
    'PASSWORD_EMPTY',
    'PASSWORD_NOT_SAME',
    'INVALID_GRANT',
    'RESET_TOKEN_NOT_VALID',
    'USER_IS_NOT_ADMIN',
    'TOO_MANY_TRIES',
    'TOO_MANY_RESET_REQUESTS',
    'ACTIVATION_TOKEN_NOT_EXIST',
    'TOKEN_EXPIRED',
    'CURRENT_PASSWORD_NOT_MATCH',
    'PASSWORD_CONSTRAINTS_MISMATCH',
    'CLIENT_NOT_EXISTS',
  ],
  group: 'system',
  sidebar: [],
});
