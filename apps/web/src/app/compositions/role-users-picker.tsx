import type { PermissionName } from '@backoffice/contract';
import type { RoleUser } from '@backoffice/contract/roles';
import { Anchor, Button, Group, HoverCard, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleUsersApi } from '../../features/roles/api/roles-api';
import { useAllAdminUsers } from '../../features/users/api/list-all-admin-users';
import { DualListPicker } from '../../shared/dual-list/dual-list-picker';

function fullName(user: RoleUser): string {
  return `${user.lastName} ${user.firstName}`.trim();
}

/** A user row: the name, and the email with a hover card (REQ-ROLE-4) that links to the account. */
function RoleUserItem({ user, canView }: { user: RoleUser; canView: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap" miw={0}>
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {fullName(user)}
      </Text>
      <HoverCard width={280} shadow="md" withArrow openDelay={150} position="top-start">
        <HoverCard.Target>
          {/* a button, not a focusable paragraph: the card's trigger carries aria-expanded,
              which only interactive roles may have (axe aria-allowed-attr) */}
          <UnstyledButton miw={0} style={{ cursor: 'default' }}>
            <Text component="span" size="sm" c="dimmed" truncate="end" display="block">
              {user.email}
            </Text>
          </UnstyledButton>
        </HoverCard.Target>
        <HoverCard.Dropdown>
          <Stack gap={6}>
            <Text size="sm" fw={700}>
              {`${user.firstName} ${user.lastName}`}
            </Text>
            <Anchor href={`mailto:${user.email}`} size="sm" style={{ wordBreak: 'break-all' }}>
              {user.email}
            </Anchor>
            {canView ? (
              <Button
                component={Link}
                to={`/staff-accounts/${user.id}`}
                size="compact-sm"
                variant="light"
                leftSection={<IconExternalLink size={14} />}
                aria-label={`${t('roles.users.view')}: ${user.email}`}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('roles.users.view')}
              </Button>
            ) : null}
          </Stack>
        </HoverCard.Dropdown>
      </HoverCard>
    </Group>
  );
}

export interface RoleUsersPickerProps {
  roleId: number;
  can: (permission: PermissionName) => boolean;
}

/**
 * The role editor's users (REQ-ROLE-4; shown with `admin:user:list` and
 * `admin:role:get-users`): the admin users against the role's users, searchable by last name,
 * first name and email; assign and remove by `admin:role:add-user` / `remove-user`.
 */
export function RoleUsersPicker({ roleId, can }: RoleUsersPickerProps) {
  const { t } = useTranslation();
  const adminUsers = useAllAdminUsers();
  const roleUsers = roleUsersApi.useMembers(roleId);
  const addRoleUser = roleUsersApi.useAdd();
  const removeRoleUser = roleUsersApi.useRemove();
  const canView = can('admin:user:get');
  return (
    <DualListPicker<RoleUser>
      title={t('roles.users.title')}
      titleOrder={3}
      description={t('roles.users.description')}
      available={{
        items: adminUsers.data,
        error: adminUsers.error,
        onRetry: () => void adminUsers.refetch(),
      }}
      assigned={{
        items: roleUsers.data,
        error: roleUsers.error,
        onRetry: () => void roleUsers.refetch(),
      }}
      itemKey={(user) => user.id}
      itemLabel={(user) => `${fullName(user)} (${user.email})`}
      renderItem={(user) => <RoleUserItem user={user} canView={canView} />}
      searchText={(user) => `${user.lastName} ${user.firstName} ${user.email}`}
      onAdd={(user) => addRoleUser.mutateAsync({ ownerId: roleId, memberId: user.id })}
      onRemove={(user) => removeRoleUser.mutateAsync({ ownerId: roleId, memberId: user.id })}
      canAdd={can('admin:role:add-user')}
      canRemove={can('admin:role:remove-user')}
      labels={{
        available: t('roles.users.available'),
        assigned: t('roles.users.assigned'),
        emptyAvailable: t('roles.users.emptyAvailable'),
        emptyAssigned: t('roles.users.emptyAssigned'),
        searchPlaceholder: t('roles.users.searchPlaceholder'),
      }}
      messages={{
        added: t('roles.toast.userAdded'),
        addError: t('roles.toast.userAddError'),
        removed: t('roles.toast.userRemoved'),
        removeError: t('roles.toast.userRemoveError'),
      }}
    />
  );
}
