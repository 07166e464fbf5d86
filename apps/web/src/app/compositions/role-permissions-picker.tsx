import { useTranslation } from 'react-i18next';
import type { PermissionName } from '@backoffice/contract';
import type { PermissionRef } from '@backoffice/contract/roles';
import { useAllPermissions } from '../../features/permissions/api/list-all-permissions';
import { PermissionItem } from '../../features/permissions/components/permission-item';
import { rolePermissionsApi } from '../../features/roles/api/roles-api';
import { DualListPicker } from '../../shared/dual-list/dual-list-picker';
import { addWithImplied } from './implied-permissions';

export interface RolePermissionsPickerProps {
  roleId: number;
  can: (permission: PermissionName) => boolean;
}

/**
 * The role editor's permissions (REQ-ROLE-5; shown with `admin:permission:list` and
 * `admin:role:get-permissions`): every permission against the role's, searchable by name, the
 * description on hover; assign and remove by `admin:role:add-/remove-permission`.
 */
export function RolePermissionsPicker({ roleId, can }: RolePermissionsPickerProps) {
  const { t } = useTranslation();
  const allPermissions = useAllPermissions();
  const rolePermissions = rolePermissionsApi.useMembers(roleId);
  const addPermission = rolePermissionsApi.useAdd();
  const removePermission = rolePermissionsApi.useRemove();
  return (
    <DualListPicker<PermissionRef>
      title={t('roles.permissions.title')}
      titleOrder={3}
      description={`${t('roles.permissions.description')} ${t('roles.permissions.implied')}`}
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
      onAdd={(permission) =>
        addWithImplied(permission, allPermissions.data, rolePermissions.data, (memberId) =>
          addPermission.mutateAsync({ ownerId: roleId, memberId }),
        )
      }
      onRemove={(permission) =>
        removePermission.mutateAsync({ ownerId: roleId, memberId: permission.id })
      }
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
        added: t('roles.toast.permissionAdded'),
        addError: t('roles.toast.permissionAddError'),
        removed: t('roles.toast.permissionRemoved'),
        removeError: t('roles.toast.permissionRemoveError'),
      }}
    />
  );
}
