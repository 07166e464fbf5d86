export * from './errors.js';
export * from './business-time.js';
export * from './error-schemas.js';
export * from './area.js';
export * from './catalogue.js';
export * from './permission-descriptions.js';
export * from './permission-implications.js';
export * from './list-query.js';
export * from './export.js';
export * from './list-constants.js';
export * from './health.js';
export * from './i18n.js';
export * from './translatable.js';
export * from './auth-constants.js';
export * from './sidebar.js';
export * from './common.js';
export * from './menu-constants.js';
export * from './audit.js';
export * from './audit-constants.js';
export * from './iban.js';
export * from './contact.js';
export * from './slug.js';
export * from './links.js';
export * from './preferences.js';
export * from './preferences-constants.js';
export * from './secrets.js';
export * from './offer-sections.js';
export * from './money.js';
export * from './order-rules.js';
export * from './dashboard.js';
export * from './search.js';
export * from './files.js';
// An area's own schemas (`faq.ts`, beside its descriptor `areas/faq.ts`) are not exported here:
// they are imported by subpath, `@backoffice/contract/faq`, so an area adds no line to this file,
// and what needs only `AREAS` (the web's area texts) loads no zod schema. docs/architecture.md,
// "How to add an area".
