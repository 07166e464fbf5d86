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
  /**
   * Sign-in history (REQ-AUDIT-3), each with the IP and user agent: a sign-in, a refused
   * password (the typed e-mail as actor; entityId null when no such account), the try that
   * locked an account out (`after.scope`: `source` or `account`), a sign-out, and an admin's
   * change of the account's e-mail (`before`/`after`: the addresses).
   */
  'user.sign-in',
  'user.sign-in-failed',
  'user.lockout',
  'user.sign-out',
  'user.email-change',
  /** an admin opened a user's screen: their bank account, phone and address (a read) */
  'user.personal-data.read',
  /** an admin opened a user's agreements: what they accepted, and when (a read) */
  'user.agreements.read',
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
  'slider.restore',
  'blog-post.create',
  'blog-post.update',
  'blog-post.delete',
  'blog-post.restore',
  'blog-tag.create',
  'blog-tag.update',
  'blog-tag.delete',
  'blog-tag.restore',
  'page.create',
  'page.update',
  'page.delete',
  'page.restore',
  'featured-offer.update',
  'static-content.update',
  'agreement.create',
  'agreement.update',
  'agreement.delete',
  'agreement.restore',
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
  'series.restore',
  'offer.create',
  'offer.update',
  'offer.delete',
  'offer.restore',
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
/**
 * The key under which a delete's audit snapshot keeps the stored rows an undo puts back (the
 * record's and those its delete cascades to, in the database's own text form): the server's
 * `withRestoreRows`. The audit screen leaves it out of the field-by-field change.
 */
export const RESTORE_ROWS_KEY = 'restoreRows';
