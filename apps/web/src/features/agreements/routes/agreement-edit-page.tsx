import { agreementInputSchema } from '@backoffice/contract/agreements';
import { Alert, Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../shared/form/edit-form';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { useCan } from '../../../shared/permissions/use-can';
import { agreementsApi } from '../api/agreements-api';
import {
  AgreementFields,
  hasTypeAndTarget,
  toAgreementInput,
} from '../components/agreement-fields';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/**
 * `/agreements/:id` (`admin:agreement:get`): read-only without `admin:agreement:edit`. An
 * agreement someone accepted says so: a new text becomes its next version.
 */
export function AgreementEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const agreement = agreementsApi.useOne(id);
  const updateAgreement = agreementsApi.useUpdate(id);
  const can = useCan();
  const readOnly = !can('admin:agreement:edit');
  return (
    <EditForm
      title={t('agreements.form.editTitle')}
      listPath="/agreements"
      listTitle={t('agreements.list.title')}
      query={agreement}
      schema={agreementInputSchema}
      toValues={toAgreementInput}
      onSave={(values, loaded) =>
        updateAgreement.mutateAsync({ ...values, version: loaded.version })
      }
      readOnly={readOnly}
      canSubmit={hasTypeAndTarget}
      submitBlockedHint={t('agreements.form.typeAndTarget')}
      messages={{
        ...recordToasts(t, 'agreement').update,
        error: t('agreements.toast.updateError'),
      }}
    >
      {(form, loaded) => (
        <Stack gap="lg">
          {loaded.acceptedCount > 0 ? (
            <Alert color="blue" variant="light" icon={<IconHistory size={18} />}>
              {t('agreements.form.versionNote', {
                version: loaded.contentVersion,
                count: loaded.acceptedCount,
              })}
            </Alert>
          ) : null}
          <AgreementFields control={form.control} disabled={readOnly} />
        </Stack>
      )}
    </EditForm>
  );
}
