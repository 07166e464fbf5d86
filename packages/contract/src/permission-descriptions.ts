import type { PermissionName } from './catalogue.js';
import { AREAS } from './catalogue.js';
import type { Translatable } from './translatable.js';
import type { Language } from './i18n.js';

type ActionOf<A> = A extends { actions: readonly (infer Action)[] } ? Action : never;
type PermissionAction = ActionOf<(typeof AREAS)[number]>;
/** An area that has permissions (auth has none). */
type AreaOf<N> = N extends `admin:${infer Area}:${string}` ? Area : never;
type PermissionArea = AreaOf<PermissionName>;

/** What each permission area is, in both languages (the first half of a description). */
export const PERMISSION_AREA_NAMES = {
  faq: { pl: 'FAQ', en: 'FAQ' },
  menu: { pl: 'Menu', en: 'Menu' },
  user: { pl: 'Użytkownicy', en: 'Users' },
  role: { pl: 'Role', en: 'Roles' },
  permission: { pl: 'Uprawnienia', en: 'Permissions' },
  'audit-log': { pl: 'Dziennik zmian', en: 'Audit log' },
  agreement: { pl: 'Zgody', en: 'Agreements' },
  'email-template': { pl: 'Szablony e-maili', en: 'E-mail templates' },
  email: { pl: 'Wysłane e-maile', en: 'Sent e-mails' },
  'featured-offer': { pl: 'Wyróżnione oferty', en: 'Featured offers' },
  investment: { pl: 'Inwestycje', en: 'Investments' },
  order: { pl: 'Zamówienia', en: 'Orders' },
  page: { pl: 'Strony', en: 'Pages' },
  series: { pl: 'Serie', en: 'Series' },
  slider: { pl: 'Slidery', en: 'Sliders' },
  'static-content': { pl: 'Treści statyczne', en: 'Static content' },
  transaction: { pl: 'Transakcje', en: 'Transactions' },
  offer: { pl: 'Oferty', en: 'Offers' },
  blog: { pl: 'Blog', en: 'Blog' },
  tags: { pl: 'Tagi', en: 'Tags' },
  config: { pl: 'Konfiguracja', en: 'Configuration' },
} satisfies Record<PermissionArea, Translatable>;

/** What each action lets its holder do, in both languages (the second half). */
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
} satisfies Record<PermissionAction, Translatable>;

/**
 * A built-in permission's description in both languages, "Agreements: create" /
 * "Zgody: dodawanie"; undefined for a name outside the catalogue (one an admin created).
 */
export function builtInPermissionDescription(name: string): Translatable | undefined {
  const [prefix, area, action] = name.split(':');
  if (prefix !== 'admin' || !area || !action) return undefined;
  const areaName = (PERMISSION_AREA_NAMES as Record<string, Translatable | undefined>)[area];
  const actionName = (PERMISSION_ACTION_NAMES as Record<string, Translatable | undefined>)[action];
  const actions = AREAS.find((a) => a.permissionArea === area)?.actions as
    readonly string[] | undefined;
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
