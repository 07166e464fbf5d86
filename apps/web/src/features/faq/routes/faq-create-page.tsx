import { FAQ_DEFAULTS, faqInputSchema } from '@backoffice/contract/faq';
import { useTranslation } from 'react-i18next';
import { CreateForm } from '../../../shared/form/create-form';
import { useCan } from '../../../shared/permissions/use-can';
import { faqApi } from '../api/faq-api';
import { FaqFields } from '../components/faq-fields';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/** `/faq/create` (`admin:faq:create`): create → `/faq/{id}`, create and back → `/faq`. */
export function FaqCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('faq.form.createTitle'));
  const can = useCan();
  const createFaq = faqApi.useCreate();
  return (
    <CreateForm
      title={t('faq.form.createTitle')}
      listPath="/faq"
      listTitle={t('faq.list.title')}
      schema={faqInputSchema}
      defaultValues={FAQ_DEFAULTS}
      onCreate={(values) => createFaq.mutateAsync(values)}
      readOnly={!can('admin:faq:create')}
      messages={recordToasts(t, 'faq').create}
    >
      {(form) => <FaqFields control={form.control} />}
    </CreateForm>
  );
}
