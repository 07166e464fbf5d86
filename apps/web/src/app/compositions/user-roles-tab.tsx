import type { PermissionName } from '@backoffice/contract';
import type { RoleRef } from '@backoffice/contract/roles';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAllRoles } from '../../features/roles/api/list-all-roles';
import { roleUsersApi } from '../../features/roles/api/roles-api';
import { useUserRoles } from '../../features/users/api/users-api';
import { DualListPicker } from '../../shared/dual-list/dual-list-picker';

export interface UserRolesTabProps {
  userId: number;
  can: (permission: PermissionName) => boolean;
}

function RoleItem({ role }: { role: RoleRef }) {
  return (
    <>
      <Text size="sm" fw={600} truncate="end">
        {role.name}
      </Text>
      {role.description ? (
        <Text size="xs" c="dimmed" truncate="end" title={role.description}>
          {role.description}
        </Text>
      ) : null}
    </>
  );
}

/**
 * The user's Roles tab (REQ-USER-5; shown for an admin user with `admin:user:get-roles`):
 * every role against the user's roles, assign and remove by `admin:role:add-user` /
 * `admin:role:remove-user`; after each change the user's roles are re-fetched (REQ-USER-5).
 */
export function UserRolesTab({ userId, can }: UserRolesTabProps) {
  const { t } = useTranslation();
  const mayListRoles = can('admin:role:list');
  const roles = useUserRoles(userId);
  const allRoles = useAllRoles({ enabled: mayListRoles });
  const addRoleUser = roleUsersApi.useAdd();
  const removeRoleUser = roleUsersApi.useRemove();
  return (
    <DualListPicker<RoleRef>
      title={t('users.roles.title')}
      description={t('users.roles.description')}
      available={
        mayListRoles
          ? {
              items: allRoles.data,
              error: allRoles.error,
              onRetry: () => void allRoles.refetch(),
            }
          : { items: undefined, notice: t('users.roles.cannotList') }
      }
      assigned={{ items: roles.data, error: roles.error, onRetry: () => void roles.refetch() }}
      itemKey={(role) => role.id}
      itemLabel={(role) => role.name}
      renderItem={(role) => <RoleItem role={role} />}
      searchText={(role) => `${role.name} ${role.description}`}
      onAdd={(role) => addRoleUser.mutateAsync({ ownerId: role.id, memberId: userId })}
      onRemove={(role) => removeRoleUser.mutateAsync({ ownerId: role.id, memberId: userId })}
      canAdd={can('admin:role:add-user')}
      canRemove={can('admin:role:remove-user')}
      labels={{
        available: t('users.roles.available'),
        assigned: t('users.roles.assigned'),
        emptyAvailable: t('users.roles.emptyAvailable'),
        emptyAssigned: t('users.roles.emptyAssigned'),
        searchPlaceholder: t('users.roles.searchPlaceholder'),
      }}
      messages={{
        added: t('users.toast.roleAdded'),
        addError: t('users.toast.roleAddError'),
        removed: t('users.toast.roleRemoved'),
        removeError: t('users.toast.roleRemoveError'),
      }}
    />
  );
}
