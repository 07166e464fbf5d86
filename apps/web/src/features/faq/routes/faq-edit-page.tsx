import { faqInputSchema } from '@backoffice/contract/faq';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../shared/form/edit-form';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { useCan } from '../../../shared/permissions/use-can';
import { faqApi } from '../api/faq-api';
import { FaqFields, toFaqInput } from '../components/faq-fields';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/** `/faq/:id` (`admin:faq:get`): read-only without `admin:faq:edit` (REQ-ACCESS-5). */
export function FaqEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const faq = faqApi.useOne(id);
  const updateFaq = faqApi.useUpdate(id);
  const can = useCan();
  return (
    <EditForm
      title={t('faq.form.editTitle')}
      listPath="/faq"
      listTitle={t('faq.list.title')}
      query={faq}
      schema={faqInputSchema}
      toValues={toFaqInput}
      onSave={(values, loaded) => updateFaq.mutateAsync({ ...values, version: loaded.version })}
      readOnly={!can('admin:faq:edit')}
      messages={recordToasts(t, 'faq').update}
    >
      {(form) => <FaqFields control={form.control} />}
    </EditForm>
  );
}
