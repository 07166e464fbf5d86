import { useTranslation } from 'react-i18next';
import type { PermissionRef } from '../../../shared/access/access-refs';
import { useAllPermissions } from '../../../shared/access/list-all-permissions';
import { PermissionItem } from '../../../shared/access/permission-item';
import { DualListPicker } from '../../../shared/dual-list/dual-list-picker';
import { useAddRolePermission } from '../api/add-role-permission';
import { useRolePermissions } from '../api/get-role-permissions';
import { useRemoveRolePermission } from '../api/remove-role-permission';

export interface RolePermissionsPickerProps {
  roleId: number;
  can: (permission: string) => boolean;
}

/**
 * The role editor's permissions (`001 §2 Roles`; shown with `admin:permission:list` and
 * `admin:role:get-permissions`): every permission against the role's, searchable by name, the
 * description on hover; assign and remove by `admin:role:add-/remove-permission`.
 */
export function RolePermissionsPicker({ roleId, can }: RolePermissionsPickerProps) {
  const { t } = useTranslation();
  const allPermissions = useAllPermissions();
  const rolePermissions = useRolePermissions(roleId);
  const addPermission = useAddRolePermission(roleId);
  const removePermission = useRemoveRolePermission(roleId);
  return (
    <DualListPicker<PermissionRef>
      title={t('roles.permissions.title')}
      description={t('roles.permissions.description')}
      available={{
        items: allPermissions.data,
        error: allPermissions.error,
        onRetry: () => void allPermissions.refetch(),
      }}
      assigned={{
        items: rolePermissions.data,
        error: rolePermissions.error,
        onRetry: () => void rolePermissions.refetch(),
      }}
      itemKey={(permission) => permission.id}
      itemLabel={(permission) => permission.name}
      renderItem={(permission) => <PermissionItem permission={permission} />}
      onAdd={(permission) => addPermission.mutateAsync(permission.id)}
      onRemove={(permission) => removePermission.mutateAsync(permission.id)}
      canAdd={can('admin:role:add-permission')}
      canRemove={can('admin:role:remove-permission')}
      labels={{
        available: t('roles.permissions.available'),
        assigned: t('roles.permissions.assigned'),
        emptyAvailable: t('roles.permissions.emptyAvailable'),
        emptyAssigned: t('roles.permissions.emptyAssigned'),
        searchPlaceholder: t('roles.permissions.searchPlaceholder'),
      }}
      messages={{
        added: t('role.addPermission'),
        addError: t('role.error.addPermission'),
        removed: t('role.removePermission'),
        removeError: t('role.error.removePermission'),
      }}
    />
  );
}
