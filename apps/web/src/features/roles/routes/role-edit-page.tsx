import { roleInputSchema } from '@backoffice/contract';
import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../shared/form/edit-form';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { usePermissions } from '../../../shared/permissions/use-permissions';
import { useDeleteRole } from '../api/delete-role';
import { useRole } from '../api/get-role';
import { useUpdateRole } from '../api/update-role';
import { RoleFields, toRoleInput } from '../components/role-fields';
import { RolePermissionsPicker } from '../components/role-permissions-picker';
import { RoleUsersPicker } from '../components/role-users-picker';
import { ROLE_SCREEN_PERMISSIONS } from '../role-screen-permissions';

/**
 * `/roles/:id/edit` (`admin:role:get`, `001 §2 Roles`): id, name and description (read-only
 * without `admin:role:edit`), delete with confirmation (→ `/roles`; a role users hold is
 * refused with ROLE_IS_IN_USE), then the users picker (with `admin:user:list` and
 * `admin:role:get-users`) and the permissions picker (with `admin:permission:list` and
 * `admin:role:get-permissions`).
 */
export function RoleEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const role = useRole(id);
  const updateRole = useUpdateRole(id);
  const deleteRole = useDeleteRole();
  const { can, isChecked } = usePermissions('roles', ROLE_SCREEN_PERMISSIONS);
  const showUsers = can('admin:user:list') && can('admin:role:get-users');
  const showPermissions = can('admin:permission:list') && can('admin:role:get-permissions');

  return (
    <Stack gap="xl">
      <EditForm
        title={t('roles.form.editTitle')}
        listPath="/roles"
        query={role}
        schema={roleInputSchema}
        toValues={toRoleInput}
        onSave={(values, loaded) =>
          updateRole.mutateAsync({ data: values, version: loaded.version })
        }
        readOnly={!can('admin:role:edit')}
        busy={!isChecked}
        deleteAction={
          can('admin:role:delete')
            ? {
                message: t('roles.delete.message', { name: role.data?.name ?? '' }),
                remove: () => deleteRole.mutateAsync(id),
                messages: { success: t('role.delete'), error: t('role.error.delete') },
              }
            : undefined
        }
        messages={{ success: t('role.edit'), error: t('role.error.edit') }}
      >
        {(form, loaded) => <RoleFields control={form.control} id={loaded.id} />}
      </EditForm>
      {role.isSuccess && showUsers ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <RoleUsersPicker roleId={id} can={can} />
        </Paper>
      ) : null}
      {role.isSuccess && showPermissions ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <RolePermissionsPicker roleId={id} can={can} />
        </Paper>
      ) : null}
    </Stack>
  );
}
