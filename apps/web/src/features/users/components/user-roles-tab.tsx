import type { RoleRef } from '@backoffice/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAddRoleUser } from '../../../shared/access/add-role-user';
import { useAllRoles } from '../../../shared/access/list-all-roles';
import { useRemoveRoleUser } from '../../../shared/access/remove-role-user';
import { DualListPicker } from '../../../shared/dual-list/dual-list-picker';
import { useUserRoles } from '../api/get-user-roles';

export interface UserRolesTabProps {
  userId: number;
  can: (permission: string) => boolean;
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
 * The user's Roles tab (`001 §2 Users`; shown for an admin user with `admin:user:get-roles`):
 * every role against the user's roles, assign and remove by `admin:role:add-user` /
 * `admin:role:remove-user`; after each change the user's roles are re-fetched (`001 §4`).
 */
export function UserRolesTab({ userId, can }: UserRolesTabProps) {
  const { t } = useTranslation();
  const mayListRoles = can('admin:role:list');
  const roles = useUserRoles(userId);
  const allRoles = useAllRoles({ enabled: mayListRoles });
  const addRoleUser = useAddRoleUser();
  const removeRoleUser = useRemoveRoleUser();
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
      onAdd={(role) => addRoleUser.mutateAsync({ roleId: role.id, userId })}
      onRemove={(role) => removeRoleUser.mutateAsync({ roleId: role.id, userId })}
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
        added: t('user-role.add'),
        addError: t('user-role.error.add'),
        removed: t('user-role.remove'),
        removeError: t('user-role.error.remove'),
      }}
    />
  );
}
