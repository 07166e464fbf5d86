import { PERMISSION_DEFAULTS, permissionInputSchema } from '@backoffice/contract/roles';
import { useTranslation } from 'react-i18next';
import { CreateForm } from '../../../shared/form/create-form';
import { useCan } from '../../../shared/permissions/use-can';
import { permissionsApi } from '../api/permissions-api';
import { PermissionFields } from '../components/permission-fields';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/** `/permission/create` (`admin:permission:create`): create → `/permission/{id}`. */
export function PermissionCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('permissions.form.createTitle'));
  const can = useCan();
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
      messages={recordToasts(t, 'permission').create}
    >
      {(form) => <PermissionFields control={form.control} />}
    </CreateForm>
  );
}
