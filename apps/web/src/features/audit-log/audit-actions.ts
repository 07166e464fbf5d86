import type { AuditAction } from '@backoffice/contract';

type Underscored<S extends string> = S extends `${infer A}.${infer B}`
  ? `${A}_${Underscored<B>}`
  : S;

/**
 * An action's key in `auditLog.actions`: `faq.create` → `faq_create` (a dot would nest the
 * key in i18next). The catalogues are typed `Record<AuditActionKey, string>`, so an action the
 * contract adds without a name in both languages fails `tsc`.
 */
export type AuditActionKey = Underscored<AuditAction>;

export const auditActionKey = (action: AuditAction) =>
  action.replaceAll('.', '_') as AuditActionKey;
