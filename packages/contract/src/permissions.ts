/**
 * Permission names: `admin:{area}:{action}` for every area of `000 §6`, plus the
 * audit log and settings the product adds. The server seeds this catalogue and every
 * /api/admin route names one of these; the client asks about the same strings.
 */
const CRUD = ['list', 'get', 'create', 'edit', 'delete'] as const;

export const PERMISSION_CATALOGUE = {
  agreement: [...CRUD],
  'email-template': ['list', 'get', 'edit', 'get-config', 'test'],
  faq: [...CRUD],
  'featured-offer': ['list', 'get', 'edit'],
  investment: ['list', 'get', 'manual-order'],
  order: ['list', 'get', 'create', 'edit', 'accept', 'reject', 'download-spread-sheet'],
  page: [...CRUD],
  permission: [...CRUD],
  role: [
    ...CRUD,
    'get-permissions',
    'add-permission',
    'remove-permission',
    'get-users',
    'add-user',
    'remove-user',
  ],
  series: [...CRUD],
  slider: [...CRUD],
  'static-content': ['list', 'get', 'edit'],
  transaction: ['list', 'get', 'accept', 'extend'],
  user: [
    ...CRUD,
    'get-personal-permissions',
    'add-personal-permission',
    'remove-personal-permission',
    'get-roles',
    'get-agreements',
  ],
  offer: [...CRUD, 'clone', 'revalidate'],
  blog: [...CRUD],
  menu: [...CRUD],
  tags: [...CRUD],
  config: ['get', 'edit'],
  'audit-log': ['list'],
} as const;

type Catalogue = typeof PERMISSION_CATALOGUE;
export type PermissionArea = keyof Catalogue;
export type PermissionName = {
  [A in PermissionArea]: `admin:${A}:${Catalogue[A][number]}`;
}[PermissionArea];

export function permission<A extends PermissionArea>(
  area: A,
  action: Catalogue[A][number],
): `admin:${A}:${Catalogue[A][number]}` {
  return `admin:${area}:${action}`;
}

export const PERMISSION_AREAS = Object.keys(PERMISSION_CATALOGUE) as PermissionArea[];

export const ALL_PERMISSIONS: PermissionName[] = PERMISSION_AREAS.flatMap((area) =>
  PERMISSION_CATALOGUE[area].map((action) => `admin:${area}:${action}` as PermissionName),
);

export const PERMISSION_NAME_PATTERN = /^admin:[a-z][a-z-]*:[a-z][a-z-]*$/;
