import { AREAS } from './catalogue.js';
import type { Translatable } from './translatable.js';
import type { Language } from './i18n.js';

type ActionOf<A> = A extends { actions: readonly (infer Action)[] } ? Action : never;
type PermissionAction = ActionOf<(typeof AREAS)[number]>;

/**
 * What each action lets its holder do, in both languages: the second half of a description, whose
 * first half is the area's `label`.
 */
export const PERMISSION_ACTION_NAMES = {
  list: { pl: 'przeglądanie listy', en: 'view the list' },
  get: { pl: 'podgląd szczegółów', en: 'view details' },
  create: { pl: 'dodawanie', en: 'create' },
  edit: { pl: 'edycja', en: 'edit' },
  delete: { pl: 'usuwanie', en: 'delete' },
  export: { pl: 'eksport listy (XLSX, CSV)', en: 'export the list (XLSX, CSV)' },
  'get-personal-permissions': {
    pl: 'podgląd uprawnień osobistych',
    en: 'view personal permissions',
  },
  'add-personal-permission': {
    pl: 'nadawanie uprawnień osobistych',
    en: 'grant personal permissions',
  },
  'remove-personal-permission': {
    pl: 'odbieranie uprawnień osobistych',
    en: 'take away personal permissions',
  },
  'get-roles': { pl: 'podgląd ról', en: 'view roles' },
  'get-agreements': { pl: 'podgląd zgód', en: 'view agreements' },
  'get-permissions': { pl: 'podgląd uprawnień', en: 'view permissions' },
  'add-permission': { pl: 'nadawanie uprawnień', en: 'grant permissions' },
  'remove-permission': { pl: 'odbieranie uprawnień', en: 'take away permissions' },
  'get-users': { pl: 'podgląd użytkowników', en: 'view users' },
  'add-user': { pl: 'dodawanie użytkowników', en: 'add users' },
  'remove-user': { pl: 'usuwanie użytkowników', en: 'remove users' },
  'get-config': { pl: 'podgląd konfiguracji', en: 'view configuration' },
  test: { pl: 'wysyłka testowa', en: 'send a test' },
  outbox: { pl: 'podgląd wysłanych wiadomości', en: 'view the sent messages' },
  'manual-order': { pl: 'ręczne zamówienie', en: 'place a manual order' },
  accept: { pl: 'akceptowanie', en: 'accept' },
  reject: { pl: 'odrzucanie', en: 'reject' },
  'download-spread-sheet': { pl: 'pobieranie arkusza', en: 'download the spreadsheet' },
  extend: { pl: 'przedłużanie', en: 'extend' },
  clone: { pl: 'klonowanie', en: 'clone' },
  revalidate: { pl: 'ponowna walidacja', en: 'revalidate' },
  approve: { pl: 'zatwierdzanie (druga osoba)', en: 'approve (second person)' },
  import: { pl: 'import', en: 'import' },
  match: { pl: 'dopasowywanie', en: 'match' },
  confirm: { pl: 'potwierdzanie wpłat', en: 'confirm payments' },
  send: { pl: 'oznaczanie jako wysłane i anulowanie', en: 'mark sent and cancel' },
} satisfies Record<PermissionAction, Translatable>;

/**
 * A built-in permission's description in both languages, "Agreements: create" /
 * "Zgody: dodawanie"; undefined for a name outside the catalogue (one an admin created).
 */
export function builtInPermissionDescription(name: string): Translatable | undefined {
  const [prefix, area, action] = name.split(':');
  if (prefix !== 'admin' || !area || !action) return undefined;
  const definition = AREAS.find((a) => a.permissionArea === area);
  const areaName = definition?.label;
  const actionName = (PERMISSION_ACTION_NAMES as Record<string, Translatable | undefined>)[action];
  const actions = definition?.actions as readonly string[] | undefined;
  if (!areaName || !actionName || !actions?.includes(action)) return undefined;
  return {
    pl: `${areaName.pl}: ${actionName.pl}`,
    en: `${areaName.en}: ${actionName.en}`,
  };
}

/**
 * The description to show: a built-in permission whose stored description is still the seeded
 * default (in either language) is described in the language asked; an admin's own text is
 * shown as written. (The web's lists and the permissions export both show it.)
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
