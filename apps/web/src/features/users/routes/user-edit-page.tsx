import type { PermissionName } from '@backoffice/contract';
import { Alert, Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconCertificate,
  IconDevices,
  IconKey,
  IconLock,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../shared/auth/current-user';
import { EditForm } from '../../../shared/form/edit-form';
import { FormBreadcrumbs } from '../../../shared/form/form-breadcrumbs';
import { useListReturnPath } from '../../../shared/navigation/list-return';
import { formatDate, formatDateTime } from '../../../shared/format/date-time';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { useCan } from '../../../shared/permissions/use-can';
import { useCountries } from '../api/get-countries';
import { usersApi } from '../api/users-api';
import {
  UserFields,
  hasEmail,
  toUserFormValues,
  useUserFieldsSchema,
} from '../components/user-fields';
import { SecondFactorReset } from '../components/second-factor-reset';
import { SessionsSection } from '../components/sessions-section';
import { USER_VARIANTS, type UserVariant } from '../user-variants';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/** One tab of the user screen. */
interface UserTab {
  value: string;
  label: string;
  icon: ReactNode;
  /** The tab's content, drawn only while the tab is open (the User tab's form stays mounted). */
  render: () => ReactNode;
}

/** A tab that shows another feature's data next to the user, composed in `app/`. */
export type UserRelationTab = ComponentType<{
  userId: number;
  can: (permission: PermissionName) => boolean;
}>;

/** The tabs the app composes in: the user's agreements, roles and personal permissions. */
export interface UserRelationTabs {
  agreementsTab?: UserRelationTab;
  rolesTab?: UserRelationTab;
  permissionsTab?: UserRelationTab;
}

/**
 * `/users/:id` and `/staff-accounts/:id` (`admin:user:get`, REQ-USER-3), in tabs:
 *
 * - User: the account and investor data; read-only without `admin:user:edit`; save stays
 *   disabled until something changed and while the email is empty. isAdmin can only be
 *   changed by a super admin, and nobody can deactivate or demote their own account.
 * - Agreements: with `admin:user:get-agreements`: what the user accepted or declined.
 * - Roles: for an admin user, with `admin:user:get-roles`.
 * - Permissions: for an admin user, with `admin:user:get-personal-permissions`.
 * - Security: with `admin:user:edit`, another account's sessions (ended here) and, for a super
 *   admin, the reset of its second factor.
 */
export function UserEditPage({
  variant,
  agreementsTab: AgreementsTab,
  rolesTab: RolesTab,
  permissionsTab: PermissionsTab,
}: { variant: UserVariant } & UserRelationTabs) {
  const { t } = useTranslation();
  const config = USER_VARIANTS[variant];
  const id = useIdParam();
  const user = usersApi.useOne(id);
  // the screen names the account, as every edit screen names its record (`EditForm`)
  const accountName = user.data
    ? `${user.data.firstName} ${user.data.lastName}`.trim() || user.data.email
    : undefined;
  const listTitle = t(`${config.texts}.list.title`);
  useDocumentTitle(accountName ? `${accountName} · ${listTitle}` : listTitle);
  const me = useCurrentUser();
  const countries = useCountries();
  const updateUser = usersApi.useUpdate(id);
  const schema = useUserFieldsSchema(countries.data);
  const backPath = useListReturnPath(config.routes.list.path);
  const can = useCan();
  const [searchParams, setSearchParams] = useSearchParams();

  const loaded = user.data;
  const viewer = me.data;
  const isOwnAccount = viewer !== undefined && viewer.id === id;
  // the server lets only a super admin edit a super admin account
  const protectedAccount = loaded?.isSuperAdmin === true && viewer?.isSuperAdmin === false;
  const readOnly = !can('admin:user:edit') || protectedAccount;
  // A staff account's isAdmin is fixed on, on edit as on create (REQ-USER-11); a super admin
  // changes it on the Users screen, where the switch is theirs (decision 0003).
  const adminLock = config.fixedAdmin
    ? t('users.hints.staffAdminLocked')
    : viewer?.isSuperAdmin !== true
      ? t('users.hints.adminSuperAdminOnly')
      : isOwnAccount
        ? t('users.hints.ownAdmin')
        : null;
  const activeLock = isOwnAccount ? t('users.hints.ownActive') : null;

  const userTab: UserTab = {
    value: 'user',
    label: t('users.tabs.user'),
    icon: <IconUser size={16} />,
    render: () => (
      <EditForm
        title={t('users.tabs.userTitle')}
        titleOrder={2}
        listPath={config.routes.list.path}
        // the trail is the page's, above its title, not the tab's
        listTitle={null}
        query={user}
        schema={schema}
        toValues={toUserFormValues}
        onSave={(values, record) => updateUser.mutateAsync({ ...values, version: record.version })}
        readOnly={readOnly}
        busy={me.isPending}
        canSubmit={hasEmail}
        messages={recordToasts(t, 'user').update}
      >
        {(form) => (
          <Stack gap="lg">
            {protectedAccount ? (
              <Alert color="orange" variant="light" icon={<IconLock size={18} />}>
                {t('users.hints.superAdminAccount')}
              </Alert>
            ) : null}
            <UserFields
              form={form}
              countries={countries.data}
              adminLock={adminLock}
              activeLock={activeLock}
            />
          </Stack>
        )}
      </EditForm>
    ),
  };

  // the tabs in their order
  const tabs: UserTab[] = loaded
    ? [
        userTab,
        ...(AgreementsTab && can('admin:user:get-agreements')
          ? [
              {
                value: 'agreements',
                label: t('users.tabs.agreements'),
                icon: <IconCertificate size={16} />,
                render: () => <AgreementsTab userId={id} can={can} />,
              },
            ]
          : []),
        ...(RolesTab && loaded.isAdmin && can('admin:user:get-roles')
          ? [
              {
                value: 'roles',
                label: t('users.tabs.roles'),
                icon: <IconShieldLock size={16} />,
                render: () => <RolesTab userId={id} can={can} />,
              },
            ]
          : []),
        // the user's sessions and, for a super admin on another account, the second factor's
        // reset (REQ-SESS-3, REQ-SESS-6): the server holds the account-power rule; one's own
        // sessions are on /account
        ...(can('admin:user:edit') && !isOwnAccount && !protectedAccount
          ? [
              {
                value: 'security',
                label: t('users.security.tab'),
                icon: <IconDevices size={16} />,
                render: () => (
                  <Stack gap="md">
                    <SessionsSection scope={{ kind: 'user', userId: id }} />
                    {viewer?.isSuperAdmin ? <SecondFactorReset userId={id} /> : null}
                  </Stack>
                ),
              },
            ]
          : []),
        // admin permissions (all of them are `admin:*`) apply only to admin users (REQ-USER-10)
        ...(PermissionsTab && loaded.isAdmin && can('admin:user:get-personal-permissions')
          ? [
              {
                value: 'permissions',
                label: t('users.tabs.permissions'),
                icon: <IconKey size={16} />,
                render: () => <PermissionsTab userId={id} can={can} />,
              },
            ]
          : []),
      ]
    : [userTab];

  const requested = searchParams.get('tab');
  const active = tabs.find((tab) => tab.value === requested)?.value ?? 'user';
  const openTab = (value: string | null) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== 'user') next.set('tab', value);
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Stack gap="md">
      <FormBreadcrumbs
        listTitle={listTitle}
        listPath={backPath}
        current={accountName ?? `#${id}`}
      />
      <Stack gap={4}>
        <Title order={1}>
          {accountName === undefined
            ? t(`${config.texts}.form.editTitle`)
            : t(readOnly ? 'form.heading.view' : 'form.heading.edit', {
                name: accountName,
              })}
        </Title>
        {loaded ? (
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {`${loaded.firstName} ${loaded.lastName} · ${loaded.email}`}
            </Text>
            <Badge variant="light" color="gray" tt="none">
              {
                // literal keys: a parameter typed as `t` over every catalogue is too deep for tsc
                loaded.userType === 'investor'
                  ? t('users.userTypes.investor')
                  : loaded.userType === 'staff'
                    ? t('users.userTypes.staff')
                    : loaded.userType
              }
            </Badge>
            {loaded.isSuperAdmin ? (
              <Badge variant="light" color="grape" tt="none">
                {t('users.fields.isSuperAdmin')}
              </Badge>
            ) : null}
            {!loaded.active ? (
              <Badge variant="light" color="red" tt="none">
                {t('users.list.inactiveAccount')}
              </Badge>
            ) : null}
            <Text size="sm" c="dimmed">
              {t('users.createdOn', { date: formatDate(loaded.createdAt) })}
            </Text>
            {/* from the sign-in history in the audit log (REQ-AUDIT-3) */}
            <Text size="sm" c="dimmed" data-testid="last-sign-in">
              {loaded.lastSignIn
                ? t('users.lastSignIn', {
                    date: formatDateTime(loaded.lastSignIn.at),
                    ip: loaded.lastSignIn.ip ?? '—',
                  })
                : t('users.neverSignedIn')}
            </Text>
          </Group>
        ) : null}
      </Stack>
      <Tabs value={active} onChange={openTab} keepMounted>
        {tabs.length > 1 ? (
          <Tabs.List mb="md">
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value} leftSection={tab.icon}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        ) : null}
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            {/* the form stays mounted (typed values survive a look at another tab) */}
            {tab.value === 'user' || tab.value === active ? tab.render() : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** `/users/:id`. */
export function UsersEditPage(tabs: UserRelationTabs) {
  return <UserEditPage variant="users" {...tabs} />;
}

/** `/staff-accounts/:id`. */
export function StaffAccountEditPage(tabs: UserRelationTabs) {
  return <UserEditPage variant="staff" {...tabs} />;
}
