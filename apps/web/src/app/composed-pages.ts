import type { ComponentType } from 'react';

/**
 * Pages that show two features' data are composed in `app/compositions`: their route (declared
 * by the owning feature) draws the composed page instead.
 */
export const COMPOSED_PAGES: Readonly<Record<string, () => Promise<ComponentType>>> = {
  'roles/:id/edit': () => import('./compositions/access-pages').then((m) => m.ComposedRoleEditPage),
  'users/:id': () => import('./compositions/access-pages').then((m) => m.ComposedUsersEditPage),
  'staff-accounts/:id': () =>
    import('./compositions/access-pages').then((m) => m.ComposedStaffAccountEditPage),
  'audit-log': () =>
    import('./compositions/audit-log-page').then((m) => m.loadComposedAuditLogPage()),
};
