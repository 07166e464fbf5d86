import { rolesPaths, pathTo } from '@backoffice/contract';
import { ROLE_DEFAULTS, roleInputSchema } from '@backoffice/contract/roles';
import { useTranslation } from 'react-i18next';
import { CreateForm } from '../../../shared/form/create-form';
import { useCan } from '../../../shared/permissions/use-can';
import { rolesApi } from '../api/roles-api';
import { RoleFields } from '../components/role-fields';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/** `/roles/create` (`admin:role:create`): create → `/roles/{id}/edit`, create and back → `/roles`. */
export function RoleCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('roles.form.createTitle'));
  const can = useCan();
  const createRole = rolesApi.useCreate();
  return (
    <CreateForm
      title={t('roles.form.createTitle')}
      listPath="/roles"
      listTitle={t('roles.list.title')}
      editPath={(id) => pathTo(rolesPaths.routes.record, id)}
      schema={roleInputSchema}
      defaultValues={ROLE_DEFAULTS}
      onCreate={(values) => createRole.mutateAsync(values)}
      readOnly={!can('admin:role:create')}
      messages={recordToasts(t, 'role').create}
    >
      {(form) => <RoleFields control={form.control} />}
    </CreateForm>
  );
}
