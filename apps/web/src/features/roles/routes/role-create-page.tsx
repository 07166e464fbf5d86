import { ROLE_DEFAULTS, roleInputSchema } from '@backoffice/contract';
import { useTranslation } from 'react-i18next';
import { CreateForm } from '../../../shared/form/create-form';
import { usePermissions } from '../../../shared/permissions/use-permissions';
import { rolesApi } from '../api/roles-api';
import { RoleFields } from '../components/role-fields';
import { ROLE_SCREEN_PERMISSIONS } from '../role-screen-permissions';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';

/** `/roles/create` (`admin:role:create`): create → `/roles/{id}/edit`, create and back → `/roles`. */
export function RoleCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('roles.form.createTitle'));
  const { can, isChecked } = usePermissions('roles', ROLE_SCREEN_PERMISSIONS);
  const createRole = rolesApi.useCreate();
  return (
    <CreateForm
      title={t('roles.form.createTitle')}
      listPath="/roles"
      listTitle={t('roles.list.title')}
      editPath={(id) => `/roles/${id}/edit`}
      schema={roleInputSchema}
      defaultValues={ROLE_DEFAULTS}
      onCreate={(values) => createRole.mutateAsync(values)}
      readOnly={!can('admin:role:create')}
      busy={!isChecked}
      messages={{ success: t('roles.toast.created'), error: t('roles.toast.createError') }}
    >
      {(form) => <RoleFields control={form.control} />}
    </CreateForm>
  );
}
