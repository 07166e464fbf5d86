import { PAGE_DEFAULTS, createPageSchema } from '@backoffice/contract/pages';
import { useTranslation } from 'react-i18next';
import { CreateForm } from '../../../shared/form/create-form';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useCan } from '../../../shared/permissions/use-can';
import { pagesApi } from '../api/pages-api';
import { PageFields } from '../components/page-fields';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/** `/static-pages/create`: create → `/static-pages/{id}`, create and back → the list. */
export function PageCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('staticPages.form.createTitle'));
  const can = useCan();
  const createPage = pagesApi.useCreate();
  return (
    <CreateForm
      title={t('staticPages.form.createTitle')}
      listPath="/static-pages"
      listTitle={t('staticPages.list.title')}
      schema={createPageSchema.shape.data}
      defaultValues={PAGE_DEFAULTS}
      onCreate={(values) => createPage.mutateAsync(values)}
      readOnly={!can('admin:page:create')}
      messages={recordToasts(t, 'page').create}
    >
      {(form) => <PageFields control={form.control} stored={null} />}
    </CreateForm>
  );
}
