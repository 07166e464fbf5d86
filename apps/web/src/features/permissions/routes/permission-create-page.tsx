import { PERMISSION_DEFAULTS, permissionInputSchema } from '@backoffice/contract';
import { useTranslation } from 'react-i18next';
import { CreateForm } from '../../../shared/form/create-form';
import { usePermissions } from '../../../shared/permissions/use-permissions';
import { permissionsApi } from '../api/permissions-api';
import { PermissionFields } from '../components/permission-fields';
import { PERMISSION_SCREEN_PERMISSIONS } from '../permission-screen-permissions';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';

/** `/permission/create` (`admin:permission:create`): create → `/permission/{id}`. */
export function PermissionCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('permissions.form.createTitle'));
  const { can, isChecked } = usePermissions('permissions', PERMISSION_SCREEN_PERMISSIONS);
  const createPermission = permissionsApi.useCreate();
  return (
    <CreateForm
      title={t('permissions.form.createTitle')}
      listPath="/permission"
      listTitle={t('permissions.list.title')}
      schema={permissionInputSchema}
      defaultValues={PERMISSION_DEFAULTS}
      onCreate={(values) => createPermission.mutateAsync(values)}
      readOnly={!can('admin:permission:create')}
      busy={!isChecked}
      messages={{
        success: t('permissions.toast.created'),
        error: t('permissions.toast.createError'),
      }}
    >
      {(form) => <PermissionFields control={form.control} />}
    </CreateForm>
  );
}
