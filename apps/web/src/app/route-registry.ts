import type { PermissionName } from '@backoffice/contract';
import type { ComponentType } from 'react';

/**
 * Permission-gated admin routes (`000 §2`: "many admin routes are registered only when the
 * matching permission is granted"). The permissions of all entries are checked once, after
 * sign-in; an entry the user lacks is not registered, so its URL lands on the 404 screen.
 *
 * Adding an area = one line per route, e.g.
 *   { path: 'faq/create', permission: 'admin:faq:create', lazy: () => import('../features/faq/routes/faq-create-page').then((m) => ({ Component: m.FaqCreatePage })) },
 */
export interface RouteRegistryEntry {
  /** Path under the shell, without the leading slash: `faq`, `faq/:id`. */
  path: string;
  /** The permission without which the route does not exist. */
  permission: PermissionName;
  /** The page's lazy chunk (every page is its own chunk). */
  lazy: () => Promise<{ Component: ComponentType }>;
}

export const ROUTE_REGISTRY: readonly RouteRegistryEntry[] = [
  {
    path: 'faq',
    permission: 'admin:faq:list',
    lazy: () =>
      import('../features/faq/routes/faq-list-page').then((m) => ({ Component: m.FaqListPage })),
  },
  {
    path: 'faq/create',
    permission: 'admin:faq:create',
    lazy: () =>
      import('../features/faq/routes/faq-create-page').then((m) => ({
        Component: m.FaqCreatePage,
      })),
  },
  {
    path: 'faq/:id',
    permission: 'admin:faq:get',
    lazy: () =>
      import('../features/faq/routes/faq-edit-page').then((m) => ({ Component: m.FaqEditPage })),
  },
  {
    path: 'menu',
    permission: 'admin:menu:list',
    lazy: () =>
      import('../features/menu-items/routes/menu-item-list-page').then((m) => ({
        Component: m.MenuItemListPage,
      })),
  },
  {
    path: 'menu/create',
    permission: 'admin:menu:create',
    lazy: () =>
      import('../features/menu-items/routes/menu-item-create-page').then((m) => ({
        Component: m.MenuItemCreatePage,
      })),
  },
  {
    path: 'menu/:id',
    permission: 'admin:menu:get',
    lazy: () =>
      import('../features/menu-items/routes/menu-item-edit-page').then((m) => ({
        Component: m.MenuItemEditPage,
      })),
  },
  {
    path: 'users',
    permission: 'admin:user:list',
    lazy: () =>
      import('../features/users/routes/user-list-page').then((m) => ({
        Component: m.UsersListPage,
      })),
  },
  {
    path: 'users/create',
    permission: 'admin:user:create',
    lazy: () =>
      import('../features/users/routes/user-create-page').then((m) => ({
        Component: m.UsersCreatePage,
      })),
  },
  {
    path: 'users/:id',
    permission: 'admin:user:get',
    lazy: () =>
      import('../features/users/routes/user-edit-page').then((m) => ({
        Component: m.UsersEditPage,
      })),
  },
  {
    path: 'staff-accounts',
    permission: 'admin:user:list',
    lazy: () =>
      import('../features/users/routes/user-list-page').then((m) => ({
        Component: m.StaffAccountsListPage,
      })),
  },
  {
    path: 'staff-accounts/create',
    permission: 'admin:user:create',
    lazy: () =>
      import('../features/users/routes/user-create-page').then((m) => ({
        Component: m.StaffAccountCreatePage,
      })),
  },
  {
    path: 'staff-accounts/:id',
    permission: 'admin:user:get',
    lazy: () =>
      import('../features/users/routes/user-edit-page').then((m) => ({
        Component: m.StaffAccountEditPage,
      })),
  },
  {
    path: 'roles',
    permission: 'admin:role:list',
    lazy: () =>
      import('../features/roles/routes/role-list-page').then((m) => ({
        Component: m.RoleListPage,
      })),
  },
  {
    path: 'roles/create',
    permission: 'admin:role:create',
    lazy: () =>
      import('../features/roles/routes/role-create-page').then((m) => ({
        Component: m.RoleCreatePage,
      })),
  },
  {
    path: 'roles/:id/edit',
    permission: 'admin:role:get',
    lazy: () =>
      import('../features/roles/routes/role-edit-page').then((m) => ({
        Component: m.RoleEditPage,
      })),
  },
  {
    path: 'permission',
    permission: 'admin:permission:list',
    lazy: () =>
      import('../features/permissions/routes/permission-list-page').then((m) => ({
        Component: m.PermissionListPage,
      })),
  },
  {
    path: 'permission/create',
    permission: 'admin:permission:create',
    lazy: () =>
      import('../features/permissions/routes/permission-create-page').then((m) => ({
        Component: m.PermissionCreatePage,
      })),
  },
  {
    path: 'permission/:id',
    permission: 'admin:permission:get',
    lazy: () =>
      import('../features/permissions/routes/permission-edit-page').then((m) => ({
        Component: m.PermissionEditPage,
      })),
  },
  {
    path: 'audit-log',
    permission: 'admin:audit-log:list',
    lazy: () =>
      import('../features/audit-log/routes/audit-log-page').then((m) => ({
        Component: m.AuditLogPage,
      })),
  },
];

/** Every permission the registry depends on, each once: the start-up check asks for these. */
export const REGISTRY_PERMISSIONS: readonly PermissionName[] = [
  ...new Set(ROUTE_REGISTRY.map((entry) => entry.permission)),
];

export function permittedEntries(
  registry: readonly RouteRegistryEntry[],
  can: (permission: string) => boolean,
): RouteRegistryEntry[] {
  return registry.filter((entry) => can(entry.permission));
}
