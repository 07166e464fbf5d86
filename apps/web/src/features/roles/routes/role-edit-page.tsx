import type { PermissionName } from '@backoffice/contract';
import { roleInputSchema } from '@backoffice/contract/roles';
import { Alert, Paper, Stack, Title } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../shared/form/edit-form';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { useCan } from '../../../shared/permissions/use-can';
import { rolesApi } from '../api/roles-api';
import { RoleFields, toRoleInput } from '../components/role-fields';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/** A picker that shows another feature's data next to the role, composed in `app/`. */
export type RoleRelationPicker = ComponentType<{
  roleId: number;
  can: (permission: PermissionName) => boolean;
}>;

export interface RoleRelationPickers {
  usersPicker?: RoleRelationPicker;
  permissionsPicker?: RoleRelationPicker;
}

/**
 * `/roles/:id/edit` (`admin:role:get`, REQ-ROLE-3): id, name and description (read-only
 * without `admin:role:edit`), delete with confirmation (→ `/roles`; a role users hold is
 * refused with ROLE_IS_IN_USE) with their Save; below, in a section of their own marked
 * "changes apply at once", the users picker (with `admin:user:list` and
 * `admin:role:get-users`) and the permissions picker (with `admin:permission:list` and
 * `admin:role:get-permissions`).
 */
export function RoleEditPage({
  usersPicker: UsersPicker,
  permissionsPicker: PermissionsPicker,
}: RoleRelationPickers = {}) {
  const { t } = useTranslation();
  const id = useIdParam();
  const role = rolesApi.useOne(id);
  const updateRole = rolesApi.useUpdate(id);
  const deleteRole = rolesApi.useDelete();
  const can = useCan();
  const showUsers = can('admin:user:list') && can('admin:role:get-users');
  const showPermissions = can('admin:permission:list') && can('admin:role:get-permissions');
  const pickers = [
    UsersPicker && showUsers ? <UsersPicker key="users" roleId={id} can={can} /> : null,
    PermissionsPicker && showPermissions ? (
      <PermissionsPicker key="permissions" roleId={id} can={can} />
    ) : null,
  ].filter((picker) => picker !== null);

  return (
    <Stack gap="xl">
      <EditForm
        title={t('roles.form.editTitle')}
        listPath="/roles"
        listTitle={t('roles.list.title')}
        query={role}
        schema={roleInputSchema}
        toValues={toRoleInput}
        onSave={(values, loaded) =>
          updateRole.mutateAsync({ data: values, version: loaded.version })
        }
        readOnly={!can('admin:role:edit')}
        deleteAction={
          can('admin:role:delete')
            ? {
                message: t('roles.delete.message', { name: role.data?.name ?? '' }),
                remove: () => deleteRole.mutateAsync(id),
                messages: recordToasts(t, 'role').delete,
              }
            : undefined
        }
        messages={recordToasts(t, 'role').update}
      >
        {(form, loaded) => <RoleFields control={form.control} id={loaded.id} />}
      </EditForm>
      {/* REQ-ROLE-3: the pickers save on click, the fields above need Save. They sit in their own
          section below the form's buttons, headed and marked "changes apply at once", so the
          two behaviours cannot be taken for one another. */}
      {role.isSuccess && pickers.length > 0 ? (
        <Stack component="section" gap="md" aria-labelledby="role-assignments-title">
          <Title order={2} id="role-assignments-title">
            {t('roles.assignments.title')}
          </Title>
          <Alert color="teal" variant="light" icon={<IconBolt size={18} />}>
            {t('roles.assignments.immediate')}
          </Alert>
          {pickers.map((picker) => (
            <Paper key={picker.key} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              {picker}
            </Paper>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
