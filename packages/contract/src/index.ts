export * from './errors.js';
export * from './permissions.js';
export * from './list-query.js';
export * from './health.js';
export * from './i18n.js';
export * from './auth.js';
export * from './menu.js';
