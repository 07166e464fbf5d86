import { auditLogPaths, rolesPaths, usersPaths } from '@backoffice/contract';
import type { ComponentType } from 'react';

/**
 * Pages that show two features' data are composed in `app/compositions`: their route (declared
 * by the owning feature) draws the composed page instead. Keyed by the route's path as its
 * area declares it.
 */
export const COMPOSED_PAGES: Readonly<Record<string, () => Promise<ComponentType>>> = {
  [rolesPaths.routes.record.path]: () =>
    import('./compositions/access-pages').then((m) => m.ComposedRoleEditPage),
  [usersPaths.routes.record.path]: () =>
    import('./compositions/access-pages').then((m) => m.ComposedUsersEditPage),
  [usersPaths.routes.staffRecord.path]: () =>
    import('./compositions/access-pages').then((m) => m.ComposedStaffAccountEditPage),
  [auditLogPaths.routes.list.path]: () =>
    import('./compositions/audit-log-page').then((m) => m.loadComposedAuditLogPage()),
};
