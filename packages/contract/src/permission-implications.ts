import type { PermissionName } from './catalogue.js';

/**
 * What a permission needs to be of any use (REQ-RULES-3): accepting an order is done on the
 * order's screen, so whoever may accept may open the order and the list that leads to it. The
 * server's effective permission set includes the implied ones; the role and user editors tick
 * them with the one that implies them and say so. One table, one line per permission.
 */
export const IMPLIED_PERMISSIONS: Partial<Record<PermissionName, readonly PermissionName[]>> = {
  'admin:order:accept': ['admin:order:get', 'admin:order:list'],
  'admin:order:reject': ['admin:order:get', 'admin:order:list'],
  'admin:order:edit': ['admin:order:get', 'admin:order:list'],
  'admin:transaction:accept': ['admin:transaction:get', 'admin:transaction:list'],
  'admin:transaction:extend': ['admin:transaction:get', 'admin:transaction:list'],
  'admin:refund:send': ['admin:refund:get', 'admin:refund:list'],
  'admin:refund:create': ['admin:refund:get', 'admin:refund:list'],
};

/** The permissions one permission implies (none for most). */
export function impliedBy(permission: string): readonly PermissionName[] {
  return IMPLIED_PERMISSIONS[permission as PermissionName] ?? [];
}

/** A set of held permissions with everything they imply. */
export function withImplied(held: Iterable<string>): Set<string> {
  const all = new Set(held);
  for (const name of [...all]) for (const implied of impliedBy(name)) all.add(implied);
  return all;
}

/**
 * The permissions any one of which grants `required` (a route's declared list): the list itself
 * and every permission that implies one of it.
 */
export function grantingPermissions(required: readonly string[]): string[] {
  const granting = new Set(required);
  for (const [name, implied] of Object.entries(IMPLIED_PERMISSIONS)) {
    if (implied.some((p) => required.includes(p))) granting.add(name);
  }
  return [...granting];
}
