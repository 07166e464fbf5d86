// Zod-free, so the screens that only need these names (the delete toast's undo, the lists) do
// not load zod (docs/performance.md).

/** The kinds of record the audit log names (`entityType`). */
export const AUDIT_ENTITY_TYPES = [
  'faq',
  'menu-item',
  'user',
  'role',
  'permission',
  'slider',
  'blog-post',
  'blog-tag',
  'page',
  'featured-offer',
  'static-content',
  'agreement',
  'email-template',
  'file',
  'config',
  'paypal-config',
  'series',
  'offer',
  'order',
  'transaction',
  /** a list exported to a spreadsheet: entityId is the area, `after` the format and filters */
  'list',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/**
 * Every action code the server writes to the audit log, listed once. The server's
 * `recordAudit` accepts only these, and the web's catalogues name each one in pl and en
 * (`Record<AuditAction, string>`): a new action without a name fails `tsc`.
 */
export const AUDIT_ACTIONS = [
  'faq.create',
  'faq.update',
  'faq.delete',
  'faq.restore',
  'menu-item.create',
  'menu-item.update',
  'menu-item.delete',
  'menu-item.restore',
  'user.create',
  'user.update',
  'user.delete',
  'user.password-reset',
  'user.permission.add',
  'user.permission.remove',
  'role.create',
  'role.update',
  'role.delete',
  'role.user.add',
  'role.user.remove',
  'role.permission.add',
  'role.permission.remove',
  'permission.create',
  'permission.update',
  'permission.delete',
  'slider.create',
  'slider.update',
  'slider.delete',
  'blog-post.create',
  'blog-post.update',
  'blog-post.delete',
  'blog-tag.create',
  'blog-tag.update',
  'blog-tag.delete',
  'page.create',
  'page.update',
  'page.delete',
  'featured-offer.update',
  'static-content.update',
  'agreement.create',
  'agreement.update',
  'agreement.delete',
  'email-template.update',
  'file.upload',
  /** the unused-file cleanup (no actor: the system) */
  'file.delete',
  'config.update',
  /** records which secrets were replaced, never a secret (nor its ciphertext) */
  'paypal-config.update',
  /** like paypal-config: the secrets' names replaced or cleared, never a secret */
  'series.create',
  'series.update',
  'series.delete',
  'offer.create',
  'offer.update',
  'offer.delete',
  'offer.clone',
  /** a call to the public site's webhook; `after` holds the slugs and the outcome */
  'offer.revalidate',
  /** a manual order placed by staff for an investor, with the agreements ticked for them */
  'order.create',
  'order.update',
  'order.accept',
  'order.reject',
  'order.spreadsheet-download',
  /** a bank transfer marked as received: the transaction and its order become paid */
  'transaction.accept',
  'transaction.extend',
  /** the expiry job (no actor: the system); the order's rejection is in the same entry */
  'transaction.expire',
  /** a list exported (XLSX or CSV): the area, format, filters, order and columns */
  'list.export',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** An entity type with all three audited CRUD writes. */
export type CrudAuditEntityType = {
  [E in AuditEntityType]: `${E}.${'create' | 'update' | 'delete'}` extends AuditAction ? E : never;
}[AuditEntityType];
/** An entity type whose deletes can be undone (`${type}.restore` is an action). */
export type RestorableEntityType = {
  [E in AuditEntityType]: `${E}.restore` extends AuditAction ? E : never;
}[AuditEntityType];

/** How long the toast offers "Undo" after a delete. */
export const UNDO_WINDOW_MS = 10_000;
/**
 * How long the server accepts the undo: generously longer than the toast, so a slow network
 * or a busy server never refuses an undo the user clicked in time.
 */
export const RESTORE_WINDOW_MS = 10 * 60_000;

/**
 * The key under which a delete's audit snapshot lists the records that went with it (a menu
 * item's children and their children), each as its own record.
 */
export const DELETED_WITH_KEY = 'deletedWith';
