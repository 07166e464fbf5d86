import { useTranslation } from 'react-i18next';
import type { PermissionRef } from '../../../shared/access/access-refs';
import { useAllPermissions } from '../../../shared/access/list-all-permissions';
import { PermissionItem } from '../../../shared/access/permission-item';
import { DualListPicker } from '../../../shared/dual-list/dual-list-picker';
import { useAddUserPersonalPermission } from '../api/add-user-personal-permission';
import { useUserPersonalPermissions } from '../api/get-user-personal-permissions';
import { useRemoveUserPersonalPermission } from '../api/remove-user-personal-permission';

export interface UserPermissionsTabProps {
  userId: number;
  can: (permission: string) => boolean;
}

/**
 * The user's Permissions tab (`001 §2 Users`; `admin:user:get-personal-permissions`): every
 * permission against the user's personal ones, searchable; add and remove by
 * `admin:user:add-/remove-personal-permission`; the answer replaces the list (`001 §4`).
 */
export function UserPermissionsTab({ userId, can }: UserPermissionsTabProps) {
  const { t } = useTranslation();
  const mayListPermissions = can('admin:permission:list');
  const personal = useUserPersonalPermissions(userId);
  const allPermissions = useAllPermissions({ enabled: mayListPermissions });
  const addPermission = useAddUserPersonalPermission(userId);
  const removePermission = useRemoveUserPersonalPermission(userId);
  return (
    <DualListPicker<PermissionRef>
      title={t('users.permissions.title')}
      description={t('users.permissions.description')}
      available={
        mayListPermissions
          ? {
              items: allPermissions.data,
              error: allPermissions.error,
              onRetry: () => void allPermissions.refetch(),
            }
          : { items: undefined, notice: t('users.permissions.cannotList') }
      }
      assigned={{
        items: personal.data,
        error: personal.error,
        onRetry: () => void personal.refetch(),
      }}
      itemKey={(permission) => permission.id}
      itemLabel={(permission) => permission.name}
      renderItem={(permission) => <PermissionItem permission={permission} />}
      onAdd={(permission) => addPermission.mutateAsync(permission.id)}
      onRemove={(permission) => removePermission.mutateAsync(permission.id)}
      canAdd={can('admin:user:add-personal-permission')}
      canRemove={can('admin:user:remove-personal-permission')}
      labels={{
        available: t('users.permissions.available'),
        assigned: t('users.permissions.assigned'),
        emptyAvailable: t('users.permissions.emptyAvailable'),
        emptyAssigned: t('users.permissions.emptyAssigned'),
        searchPlaceholder: t('users.permissions.searchPlaceholder'),
      }}
      messages={{
        added: t('user-permission.add'),
        addError: t('user-permission.error.add'),
        removed: t('user-permission.remove'),
        removeError: t('user-permission.error.remove'),
      }}
    />
  );
}
