import { FAQ_DEFAULTS, faqInputSchema } from '@backoffice/contract';
import { useTranslation } from 'react-i18next';
import { CreateForm } from '../../../shared/form/create-form';
import { usePermissions } from '../../../shared/permissions/use-permissions';
import { useCreateFaq } from '../api/create-faq';
import { FaqFields } from '../components/faq-fields';
import { FAQ_PERMISSIONS } from '../faq-permissions';

/** `/faq/create` (`admin:faq:create`): create → `/faq/{id}`, create and back → `/faq`. */
export function FaqCreatePage() {
  const { t } = useTranslation();
  const { can, isChecked } = usePermissions('faq', FAQ_PERMISSIONS);
  const createFaq = useCreateFaq();
  return (
    <CreateForm
      title={t('faq.form.createTitle')}
      listPath="/faq"
      schema={faqInputSchema}
      defaultValues={FAQ_DEFAULTS}
      onCreate={(values) => createFaq.mutateAsync(values)}
      readOnly={!can('admin:faq:create')}
      busy={!isChecked}
      messages={{ success: t('faq.toast.created'), error: t('faq.toast.createError') }}
    >
      {(form) => <FaqFields control={form.control} />}
    </CreateForm>
  );
}
