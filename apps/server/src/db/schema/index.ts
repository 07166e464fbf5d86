// The core tables (accounts, access, sessions, settings, audit). An area's own tables live in
// `modules/<area>/schema.ts`; drizzle-kit reads both (drizzle.config.ts).
export * from './users.js';
export * from './access.js';
export * from './auth.js';
export * from './system.js';
export * from './audit.js';
export * from './countries.js';
export * from './files.js';
export * from './idempotency.js';
export * from './approvals.js';
export * from './step-up.js';
