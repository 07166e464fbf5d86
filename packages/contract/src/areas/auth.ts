import { defineArea } from '../area.js';

/**
 * Sign-in, sessions, password links and the signed-in user's own preferences: no admin
 * permissions and no sidebar.
 */
export const authArea = defineArea({
  permissionArea: 'auth',
  actions: [],
  errors: [
    'EMAIL_EMPTY',
    'PASSWORD_EMPTY',
    'PASSWORD_NOT_SAME',
    'INVALID_GRANT',
    'RESET_TOKEN_NOT_VALID',
    // a password link's address must be one of the configured origins (PUBLIC_URL, APP_ORIGINS)
    'LINK_ORIGIN_NOT_ALLOWED',
    'USER_IS_NOT_ADMIN',
    'TOO_MANY_TRIES',
    'TOO_MANY_RESET_REQUESTS',
    'ACTIVATION_TOKEN_NOT_EXIST',
    'TOKEN_EXPIRED',
    'CURRENT_PASSWORD_NOT_MATCH',
    'PASSWORD_CONSTRAINTS_MISMATCH',
    // one of the most common passwords (checked on the server: core/auth/password-rules.ts)
    'PASSWORD_TOO_COMMON',
    'CLIENT_NOT_EXISTS',
    // the signed-in user's own settings (`preferences.ts`)
    'UNKNOWN_PREFERENCE',
    'SAVED_VIEW_NAME_REQUIRED',
    'SAVED_VIEW_NAME_TOO_LONG',
    'SAVED_VIEW_NAME_TAKEN',
    'SAVED_VIEW_TOO_LONG',
    'TOO_MANY_SAVED_VIEWS',
  ],
  group: 'system',
  sidebar: [],
});
