import { useTranslation } from 'react-i18next';
import type { PermissionName } from '@backoffice/contract';
import type { PermissionRef } from '@backoffice/contract/roles';
import { useAllPermissions } from '../../features/permissions/api/list-all-permissions';
import { PermissionItem } from '../../features/permissions/components/permission-item';
import { personalPermissionsApi } from '../../features/users/api/users-api';
import { DualListPicker } from '../../shared/dual-list/dual-list-picker';
import { addWithImplied } from './implied-permissions';

export interface UserPermissionsTabProps {
  userId: number;
  can: (permission: PermissionName) => boolean;
}

/**
 * The user's Permissions tab (REQ-USER-6; `admin:user:get-personal-permissions`): every
 * permission against the user's personal ones, searchable; add and remove by
 * `admin:user:add-/remove-personal-permission`; the answer replaces the list (REQ-USER-6).
 */
export function UserPermissionsTab({ userId, can }: UserPermissionsTabProps) {
  const { t } = useTranslation();
  const mayListPermissions = can('admin:permission:list');
  const personal = personalPermissionsApi.useMembers(userId);
  const allPermissions = useAllPermissions({ enabled: mayListPermissions });
  const addPermission = personalPermissionsApi.useAdd();
  const removePermission = personalPermissionsApi.useRemove();
  return (
    <DualListPicker<PermissionRef>
      title={t('users.permissions.title')}
      description={`${t('users.permissions.description')} ${t('users.permissions.implied')}`}
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
      onAdd={(permission) =>
        addWithImplied(permission, allPermissions.data, personal.data, (memberId) =>
          addPermission.mutateAsync({ ownerId: userId, memberId }),
        )
      }
      onRemove={(permission) =>
        removePermission.mutateAsync({ ownerId: userId, memberId: permission.id })
      }
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
        added: t('users.toast.permissionAdded'),
        addError: t('users.toast.permissionAddError'),
        removed: t('users.toast.permissionRemoved'),
        removeError: t('users.toast.permissionRemoveError'),
      }}
    />
  );
}
