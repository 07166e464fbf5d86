import { permissionInputSchema } from '@backoffice/contract/roles';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../shared/form/edit-form';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { useCan } from '../../../shared/permissions/use-can';
import { permissionsApi } from '../api/permissions-api';
import { PermissionFields, toPermissionInput } from '../components/permission-fields';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/**
 * `/permission/:id` (`admin:permission:get`): read-only without `admin:permission:edit`; a
 * built-in permission keeps its name (only the description can change).
 */
export function PermissionEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const permission = permissionsApi.useOne(id);
  const updatePermission = permissionsApi.useUpdate(id);
  const can = useCan();
  return (
    <EditForm
      title={t('permissions.form.editTitle')}
      listPath="/permission"
      listTitle={t('permissions.list.title')}
      query={permission}
      schema={permissionInputSchema}
      toValues={toPermissionInput}
      onSave={(values, loaded) =>
        updatePermission.mutateAsync({ data: values, version: loaded.version })
      }
      readOnly={!can('admin:permission:edit')}
      messages={recordToasts(t, 'permission').update}
    >
      {(form, loaded) => <PermissionFields control={form.control} builtIn={loaded.builtIn} />}
    </EditForm>
  );
}
