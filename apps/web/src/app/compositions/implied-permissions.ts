import { impliedBy } from '@backoffice/contract';
import type { PermissionRef } from '@backoffice/contract/roles';

/**
 * Adds a permission, then what it implies and the list does not hold yet (REQ-RULES-3): whoever
 * may accept orders is given the order screen and list too, as the server's effective set
 * already counts them. The editors' description says so.
 */
export async function addWithImplied(
  permission: PermissionRef,
  all: readonly PermissionRef[] | undefined,
  held: readonly PermissionRef[] | undefined,
  add: (memberId: number) => Promise<unknown>,
): Promise<void> {
  await add(permission.id);
  const names = new Set((held ?? []).map((p) => p.name));
  for (const name of impliedBy(permission.name)) {
    const implied = all?.find((p) => p.name === name);
    if (implied && !names.has(name)) await add(implied.id);
  }
}
