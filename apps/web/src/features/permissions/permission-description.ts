import { builtInPermissionDescription, type Language } from '@backoffice/contract';

/**
 * The description to show: a built-in permission whose stored description is still the seeded
 * default (in either language) is described in the user's language; an admin's own text is
 * shown as written.
 */
export function permissionDescription(
  permission: { name: string; description: string },
  language: Language,
): string {
  const builtIn = builtInPermissionDescription(permission.name);
  if (builtIn && (permission.description === builtIn.en || permission.description === builtIn.pl)) {
    return builtIn[language];
  }
  return permission.description;
}
