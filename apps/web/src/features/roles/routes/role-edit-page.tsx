import { roleInputSchema, type PermissionName } from '@backoffice/contract';
import { Paper, Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../shared/form/edit-form';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { usePermissions } from '../../../shared/permissions/use-permissions';
import { rolesApi } from '../api/roles-api';
import { RoleFields, toRoleInput } from '../components/role-fields';
import { ROLE_SCREEN_PERMISSIONS } from '../role-screen-permissions';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';

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
 * `/roles/:id/edit` (`admin:role:get`, `001 §2 Roles`): id, name and description (read-only
 * without `admin:role:edit`), delete with confirmation (→ `/roles`; a role users hold is
 * refused with ROLE_IS_IN_USE), then the users picker (with `admin:user:list` and
 * `admin:role:get-users`) and the permissions picker (with `admin:permission:list` and
 * `admin:role:get-permissions`).
 */
export function RoleEditPage({
  usersPicker: UsersPicker,
  permissionsPicker: PermissionsPicker,
}: RoleRelationPickers = {}) {
  const { t } = useTranslation();
  const id = useIdParam();
  useDocumentTitle(t('pageTitle.record', { name: t('roles.list.title'), id }));
  const role = rolesApi.useOne(id);
  const updateRole = rolesApi.useUpdate(id);
  const deleteRole = rolesApi.useDelete();
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
                messages: {
                  success: t('roles.toast.deleted'),
                  error: t('roles.toast.deleteError'),
                },
              }
            : undefined
        }
        messages={{ success: t('roles.toast.updated'), error: t('roles.toast.updateError') }}
      >
        {(form, loaded) => <RoleFields control={form.control} id={loaded.id} />}
      </EditForm>
      {UsersPicker && role.isSuccess && showUsers ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <UsersPicker roleId={id} can={can} />
        </Paper>
      ) : null}
      {PermissionsPicker && role.isSuccess && showPermissions ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <PermissionsPicker roleId={id} can={can} />
        </Paper>
      ) : null}
    </Stack>
  );
}
