// The drizzle schema, one file per area. drizzle-kit reads this file to generate migrations.
export * from './users.js';
export * from './access.js';
export * from './auth.js';
export * from './system.js';
export * from './audit.js';
export * from './faq.js';
export * from './menu.js';
export * from './countries.js';
