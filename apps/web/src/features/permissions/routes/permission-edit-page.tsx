import { permissionInputSchema } from '@backoffice/contract';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../shared/form/edit-form';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { usePermissions } from '../../../shared/permissions/use-permissions';
import { usePermissionRecord } from '../api/get-permission';
import { useUpdatePermission } from '../api/update-permission';
import { PermissionFields, toPermissionInput } from '../components/permission-fields';
import { PERMISSION_SCREEN_PERMISSIONS } from '../permission-screen-permissions';

/**
 * `/permission/:id` (`admin:permission:get`): read-only without `admin:permission:edit`; a
 * built-in permission keeps its name (only the description can change).
 */
export function PermissionEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const permission = usePermissionRecord(id);
  const updatePermission = useUpdatePermission(id);
  const { can, isChecked } = usePermissions('permissions', PERMISSION_SCREEN_PERMISSIONS);
  return (
    <EditForm
      title={t('permissions.form.editTitle')}
      listPath="/permission"
      query={permission}
      schema={permissionInputSchema}
      toValues={toPermissionInput}
      onSave={(values, loaded) =>
        updatePermission.mutateAsync({ data: values, version: loaded.version })
      }
      readOnly={!can('admin:permission:edit')}
      busy={!isChecked}
      messages={{ success: t('permission.edit'), error: t('permission.error.edit') }}
    >
      {(form, loaded) => <PermissionFields control={form.control} builtIn={loaded.builtIn} />}
    </EditForm>
  );
}
