import { RoleEditPage } from '../../features/roles/routes/role-edit-page';
import { StaffAccountEditPage, UsersEditPage } from '../../features/users/routes/user-edit-page';
import { RolePermissionsPicker } from './role-permissions-picker';
import { RoleUsersPicker } from './role-users-picker';
import { UserAgreementsTab } from './user-agreements-tab';
import { UserPermissionsTab } from './user-permissions-tab';
import { UserRolesTab } from './user-roles-tab';

// Screens that show two features' data (bulletproof-react composes such pages in app/): the
// role editor with its users and permissions, a user with their roles and permissions.

/** `/roles/:id/edit` with the users picker (users) and the permissions picker (permissions). */
export function ComposedRoleEditPage() {
  return <RoleEditPage usersPicker={RoleUsersPicker} permissionsPicker={RolePermissionsPicker} />;
}

/**
 * `/users/:id` with the Agreements tab (agreements), the Roles tab (roles) and the Permissions
 * tab (permissions).
 */
export function ComposedUsersEditPage() {
  return (
    <UsersEditPage
      agreementsTab={UserAgreementsTab}
      rolesTab={UserRolesTab}
      permissionsTab={UserPermissionsTab}
    />
  );
}

/** `/staff-accounts/:id`, the same tabs. */
export function ComposedStaffAccountEditPage() {
  return (
    <StaffAccountEditPage
      agreementsTab={UserAgreementsTab}
      rolesTab={UserRolesTab}
      permissionsTab={UserPermissionsTab}
    />
  );
}
