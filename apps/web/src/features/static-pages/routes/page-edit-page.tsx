import { pageInputSchema } from '@backoffice/contract/pages';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../shared/form/edit-form';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { useCan } from '../../../shared/permissions/use-can';
import { pagesApi } from '../api/pages-api';
import { PageFields, toPageInput } from '../components/page-fields';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/**
 * `/static-pages/:id`: read-only without `admin:page:edit`. A save without "and back" reloads
 * the form from the server's answer (REQ-PAGE-4): new attachments get their ids, removed ones go.
 */
export function PageEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const page = pagesApi.useOne(id);
  const updatePage = pagesApi.useUpdate(id);
  const can = useCan();
  return (
    <EditForm
      title={t('staticPages.form.editTitle')}
      listPath="/static-pages"
      listTitle={t('staticPages.list.title')}
      query={page}
      schema={pageInputSchema}
      toValues={toPageInput}
      onSave={(values, loaded) => updatePage.mutateAsync({ ...values, version: loaded.version })}
      readOnly={!can('admin:page:edit')}
      messages={recordToasts(t, 'page').update}
    >
      {(form, loaded) => <PageFields control={form.control} stored={loaded} />}
    </EditForm>
  );
}
