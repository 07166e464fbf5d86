import { agreementsPaths, pathTo } from '@backoffice/contract';
import { AGREEMENT_DEFAULTS, createAgreementSchema } from '@backoffice/contract/agreements';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CreateForm } from '../../../shared/form/create-form';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useCan } from '../../../shared/permissions/use-can';
import { agreementsApi } from '../api/agreements-api';
import { AgreementFields, hasTypeAndTarget } from '../components/agreement-fields';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/**
 * `/agreements/create` (`admin:agreement:create`): inactive and not required at first
 * (REQ-AGR-3); save and add stay disabled until a type and a target are chosen (REQ-AGR-2).
 */
export function AgreementCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('agreements.form.createTitle'));
  const can = useCan();
  const createAgreement = agreementsApi.useCreate();
  const readOnly = !can('admin:agreement:create');
  return (
    <CreateForm
      title={t('agreements.form.createTitle')}
      listPath="/agreements"
      listTitle={t('agreements.list.title')}
      schema={createAgreementSchema.shape.data}
      defaultValues={AGREEMENT_DEFAULTS}
      onCreate={(values) => createAgreement.mutateAsync(values)}
      editPath={(id) => pathTo(agreementsPaths.routes.record, id)}
      readOnly={readOnly}
      canSubmit={hasTypeAndTarget}
      submitBlockedHint={t('agreements.form.typeAndTarget')}
      messages={recordToasts(t, 'agreement').create}
    >
      {(form) => (
        <Stack gap="lg">
          <AgreementFields control={form.control} disabled={readOnly} />
        </Stack>
      )}
    </CreateForm>
  );
}
