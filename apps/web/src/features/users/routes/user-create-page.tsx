import { USER_DEFAULTS } from '@backoffice/contract/users';
import { Alert, Stack } from '@mantine/core';
import { IconLock, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/current-user';
import { CreateForm } from '../../../shared/form/create-form';
import { useCan } from '../../../shared/permissions/use-can';
import { useCountries } from '../api/get-countries';
import { usersApi } from '../api/users-api';
import { UserFields, useUserFieldsSchema, type UserFormValues } from '../components/user-fields';
import { USER_VARIANTS, type UserVariant } from '../user-variants';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/**
 * `/users/create` and `/staff-accounts/create` (`admin:user:create`): the account gets no
 * password, a set-password link is mailed to it. Create → the new account's page, create and
 * back → the list (REQ-FORM-2). Only a super admin may give a new account admin access, so a
 * staff account (isAdmin fixed on) can only be created by one.
 */
export function UserCreatePage({ variant }: { variant: UserVariant }) {
  const { t } = useTranslation();
  const config = USER_VARIANTS[variant];
  useDocumentTitle(t(`${config.texts}.form.createTitle`));
  const can = useCan();
  const me = useCurrentUser();
  const countries = useCountries();
  const createUser = usersApi.useCreate();
  const schema = useUserFieldsSchema(countries.data);
  const isSuperAdmin = me.data?.isSuperAdmin === true;
  const superAdminNeeded = config.fixedAdmin && me.data !== undefined && !isSuperAdmin;
  const defaultValues: UserFormValues = config.fixedAdmin
    ? { ...USER_DEFAULTS, isAdmin: true }
    : USER_DEFAULTS;
  const adminLock = config.fixedAdmin
    ? t('users.hints.staffAlwaysAdmin')
    : isSuperAdmin
      ? null
      : t('users.hints.adminSuperAdminOnly');

  return (
    <CreateForm
      title={t(`${config.texts}.form.createTitle`)}
      listPath={config.routes.list.path}
      listTitle={t(`${config.texts}.list.title`)}
      schema={schema}
      defaultValues={defaultValues}
      onCreate={(values) => createUser.mutateAsync(values)}
      readOnly={!can('admin:user:create') || superAdminNeeded}
      busy={me.isPending}
      messages={recordToasts(t, 'user').create}
      // the account has no password yet: say where the link to set one went (REQ-UX-13)
      successNotice={(values) => t('users.toast.passwordMailSent', { email: values.email })}
    >
      {(form) => (
        <Stack gap="lg">
          {superAdminNeeded ? (
            <Alert color="orange" variant="light" icon={<IconLock size={18} />}>
              {t('users.hints.staffCreateSuperAdminOnly')}
            </Alert>
          ) : (
            <Alert color="blue" variant="light" icon={<IconMailForward size={18} />}>
              {t('users.hints.passwordMail')}
            </Alert>
          )}
          <UserFields
            form={form}
            countries={countries.data}
            adminLock={adminLock}
            activeLock={null}
          />
        </Stack>
      )}
    </CreateForm>
  );
}

/** `/users/create`. */
export function UsersCreatePage() {
  return <UserCreatePage variant="users" />;
}

/** `/staff-accounts/create`: isAdmin fixed on. */
export function StaffAccountCreatePage() {
  return <UserCreatePage variant="staff" />;
}
