import { pathTo, usersPaths } from '@backoffice/contract';
import type { CSSProperties } from 'react';
import type { UserListItem } from '@backoffice/contract/users';
import { Group, Tooltip } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/current-user';
import { formatDate } from '../../../shared/format/date-time';
import { ListTable, type ListColumn } from '../../../shared/list-table/list-table';
import { areaColumns } from '../../../shared/list-table/area-columns';
import type { ListFilterConfig } from '../../../shared/list-table/list-filters';
import { useStandardBulkActions } from '../../../shared/list-table/standard-bulk-actions';
import { useConfirmedDelete } from '../../../shared/list-table/use-confirmed-delete';
import { useListUrlState } from '../../../shared/list-table/use-list-url-state';
import { useCan } from '../../../shared/permissions/use-can';
import { EmailText } from '../../../shared/ui/email-text';
import { YesNoBadge } from '../../../shared/ui/yes-no-badge';
import { useEraseUser, usersApi } from '../api/users-api';
import { MoneyHistoryDialog } from '../components/money-history-dialog';
import { isApiRequestError } from '../../../shared/api/api-request-error';
import { useState } from 'react';
import { USER_VARIANTS, type UserVariant } from '../user-variants';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/**
 * The email with the account's state in front of it (REQ-USER-1: "email with an active/inactive
 * icon").
 */
function EmailCell({ user }: { user: UserListItem }) {
  const { t } = useTranslation();
  const state = user.active ? t('users.list.activeAccount') : t('users.list.inactiveAccount');
  return (
    // 30 characters before the ellipsis (the whole address in its tooltip): with the account
    // kind columns the list then fits beside the sidebar at 1280 px
    <Group gap={6} wrap="nowrap" style={{ '--email-text-max': '30ch' } as CSSProperties}>
      <Tooltip label={state} withArrow>
        {user.active ? (
          <IconCircleCheckFilled
            size={18}
            color="var(--mantine-color-teal-6)"
            aria-label={state}
            role="img"
            style={{ flexShrink: 0 }}
          />
        ) : (
          <IconCircleX
            size={18}
            color="var(--mantine-color-gray-5)"
            aria-label={state}
            role="img"
            style={{ flexShrink: 0 }}
          />
        )}
      </Tooltip>
      <EmailText email={user.email} c={user.active ? undefined : 'dimmed'} />
    </Group>
  );
}

/**
 * `/users` and `/staff-accounts` (REQ-USER-1): email (with an active/inactive icon), first
 * and last name, created, user type, isAdmin and isSuperAdmin, edit and remove; sorting,
 * filters and search. Staff accounts list admin users only, so the account-kind columns go.
 */
export function UserListPage({ variant }: { variant: UserVariant }) {
  const { t } = useTranslation();
  const config = USER_VARIANTS[variant];
  useDocumentTitle(t(`${config.texts}.list.title`));
  const list = useListUrlState();
  const users = usersApi.useList(
    config.onlyAdmin ? { ...list.apiQuery, onlyAdmin: '1' } : list.apiQuery,
  );
  const me = useCurrentUser().data;
  const can = useCan();
  const deleteUser = usersApi.useDelete();
  const eraseUser = useEraseUser();
  // REQ-RULES-2: an investor with money history is deactivated or erased instead
  const [refused, setRefused] = useState<UserListItem | null>(null);
  const confirmDelete = useConfirmedDelete({
    remove: (user: UserListItem) => deleteUser.mutateAsync(user.id),
    message: (user) =>
      t('users.delete.message', { name: `${user.firstName} ${user.lastName}`, email: user.email }),
    messages: recordToasts(t, 'user').delete,
    onRefused: (user, error) => {
      if (!isApiRequestError(error) || !error.hasKey('USER_HAS_MONEY_HISTORY')) return false;
      setRefused(user);
      return true;
    },
  });
  // nobody can delete their own account; only a super admin deletes a super admin
  const canDelete = (user: UserListItem) =>
    me !== undefined && user.id !== me.id && (me.isSuperAdmin || !user.isSuperAdmin);
  const updateUser = usersApi.useUpdateEach();
  // a list row lacks the version and most fields: the update sends the record as loaded now
  const setActive = async (user: UserListItem, active: boolean) => {
    const record = await usersApi.get(user.id);
    return updateUser.mutateAsync({
      id: user.id,
      body: {
        email: record.email,
        firstName: record.firstName,
        lastName: record.lastName,
        isAdmin: record.isAdmin,
        position: record.position,
        investorData: record.investorData,
        active,
        version: record.version,
      },
    });
  };
  const bulkActions = useStandardBulkActions<UserListItem>({
    remove: can('admin:user:delete') ? (user) => deleteUser.mutateAsync(user.id) : undefined,
    canRemove: canDelete,
    setActive: can('admin:user:edit') ? setActive : undefined,
    isActive: (user) => user.active,
    // the same accounts as delete: never your own, a super admin only by a super admin
    canSetActive: canDelete,
  });

  const column = areaColumns(t, 'user');

  const columns: ListColumn<UserListItem>[] = [
    {
      ...column('email'),
      sortKey: 'email',
      card: 'title',
      render: (user) => <EmailCell user={user} />,
    },
    {
      ...column('firstName'),
      sortKey: 'firstName',
      card: 'key',
      render: (user) => user.firstName,
    },
    {
      ...column('lastName'),
      sortKey: 'lastName',
      card: 'key',
      render: (user) => user.lastName,
    },
    {
      ...column('createdAt'),
      sortKey: 'createdAt',
      // with long e-mails the list would not fit 1280 px with the sidebar open (docs/architecture.md,
      // "Lists"): the column chooser and the filter still have it
      hiddenByDefault: true,
      render: (user) => formatDate(user.createdAt),
    },
    ...(config.showAccountKind
      ? [
          {
            ...column('userType'),
            sortKey: 'userType',
            render: (user: UserListItem) =>
              user.userType === 'investor' || user.userType === 'staff'
                ? t(`users.userTypes.${user.userType}`)
                : user.userType,
          },
          {
            ...column('isAdmin'),
            sortKey: 'isAdmin',
            render: (user: UserListItem) => <YesNoBadge value={user.isAdmin} />,
          },
        ]
      : []),
    {
      ...column('isSuperAdmin'),
      sortKey: 'isSuperAdmin',
      // beside the account kind columns it would not fit at 1280 px: the filter still finds them
      hiddenByDefault: config.showAccountKind,
      render: (user) => <YesNoBadge value={user.isSuperAdmin} />,
    },
  ];

  const filters: Record<string, ListFilterConfig> = {
    search: { label: t('list.search'), placeholder: t('users.list.searchPlaceholder') },
    active: { label: t('users.fields.active') },
    ...(config.showAccountKind
      ? {
          userType: {
            label: t('users.fields.userType'),
            choiceLabels: {
              investor: t('users.userTypes.investor'),
              staff: t('users.userTypes.staff'),
            },
          },
          isAdmin: { label: t('users.fields.isAdmin') },
        }
      : {}),
    isSuperAdmin: { label: t('users.fields.isSuperAdmin') },
    createdAt: { label: t('users.fields.createdAt') },
  };

  return (
    <>
      <MoneyHistoryDialog
        user={refused}
        onClose={() => setRefused(null)}
        deactivate={
          can('admin:user:edit') && refused?.active ? (user) => setActive(user, false) : undefined
        }
        erase={can('admin:user:delete') ? (user) => eraseUser.mutateAsync(user.id) : undefined}
      />
      <ListTable
        title={t(`${config.texts}.list.title`)}
        state={list}
        result={users}
        columns={columns}
        rowKey={(user) => user.id}
        rowLabel={(user) => user.email}
        filters={filters}
        createPath={can(config.routes.create.permission) ? config.routes.create.path : undefined}
        createLabel={t(`${config.texts}.list.create`)}
        editPath={
          can(config.routes.record.permission)
            ? (user) => pathTo(config.routes.record, user.id)
            : undefined
        }
        onDelete={can('admin:user:delete') ? confirmDelete : undefined}
        canDelete={canDelete}
        emptyMessage={t(`${config.texts}.list.notFound`)}
        minWidth={config.showAccountKind ? 900 : 760}
        exportPath={can('admin:user:export') ? usersPaths.api : undefined}
        exportQuery={config.onlyAdmin ? { onlyAdmin: '1' } : undefined}
        listId={variant === 'staff' ? 'staffAccounts' : 'users'}
        bulkActions={bulkActions}
      />
    </>
  );
}

/** `/users` (`admin:user:list`). */
export function UsersListPage() {
  return <UserListPage variant="users" />;
}

/** `/staff-accounts` (`admin:user:list`): the admin users. */
export function StaffAccountsListPage() {
  return <UserListPage variant="staff" />;
}
