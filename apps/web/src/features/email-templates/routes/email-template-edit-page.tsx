import {
  placeholderIssues,
  secretPlaceholdersIn,
  updateEmailTemplateSchema,
  type EmailTemplateType,
} from '@backoffice/contract/email-templates';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../shared/form/edit-form';
import { localized, useContentLanguage } from '../../../shared/format/translatable';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { useCan } from '../../../shared/permissions/use-can';
import { emailTemplatesApi, useTemplateConfig } from '../api/email-templates-api';
import { TemplateFields, toTemplateValues } from '../components/template-fields';
import { TestSendBox } from '../components/test-send-box';
import { misplacedSecretPlaceholders } from '../secret-placeholders';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/**
 * The contract's schema, the placeholders this type knows and needs, and a password link where
 * it may not stand (in the subject, anywhere; in the body, outside text and a whole href), said
 * on the field.
 */
const formSchemaFor = (type: EmailTemplateType | undefined) =>
  updateEmailTemplateSchema.omit({ version: true }).superRefine((values, ctx) => {
    if (!type) return;
    for (const issue of placeholderIssues(type, values))
      // the code and the names, which translateErrorKey says together
      ctx.addIssue({ code: 'custom', path: issue.path, message: `${issue.code}|${issue.names}` });
    for (const language of ['pl', 'en'] as const) {
      for (const [field, misplaced] of [
        ['subject', secretPlaceholdersIn(values.subject[language])],
        ['body', misplacedSecretPlaceholders(values.body[language])],
      ] as const) {
        if (misplaced.length === 0) continue;
        const names = misplaced.map((name) => `{{${name}}}`).join(', ');
        ctx.addIssue({
          code: 'custom',
          path: [field, language],
          message: `SECRET_PLACEHOLDER_OUTSIDE_LINK|${names}`,
        });
      }
    }
  });

/**
 * `/email-templates/:id/edit` (`admin:email-template:get`): read-only without
 * `admin:email-template:edit`; the test send with `admin:email-template:test`.
 */
export function EmailTemplateEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const language = useContentLanguage();
  const template = emailTemplatesApi.useOne(id);
  const updateTemplate = emailTemplatesApi.useUpdate(id);
  const can = useCan();
  const config = useTemplateConfig(can('admin:email-template:get-config'));
  const readOnly = !can('admin:email-template:edit');
  const type = template.data?.type;
  const formSchema = useMemo(() => formSchemaFor(type), [type]);
  return (
    <EditForm
      title={t('emailTemplates.form.editTitle')}
      listPath="/email-templates"
      listTitle={t('emailTemplates.list.title')}
      recordLabel={(loaded) => localized(loaded.name, language)}
      query={template}
      schema={formSchema}
      toValues={toTemplateValues}
      onSave={(values, loaded) =>
        updateTemplate.mutateAsync({ ...values, version: loaded.version })
      }
      readOnly={readOnly}
      messages={recordToasts(t, 'email-template').update}
    >
      {(form, loaded) => (
        <Stack gap="lg">
          <TemplateFields
            form={form}
            template={loaded}
            variables={config.data?.find((entry) => entry.type === loaded.type)?.variables}
            readOnly={readOnly}
          />
          {can('admin:email-template:test') ? (
            <TestSendBox
              type={loaded.type}
              current={(lang) => ({
                subject: form.getValues(`subject.${lang}`),
                body: form.getValues(`body.${lang}`),
              })}
            />
          ) : null}
        </Stack>
      )}
    </EditForm>
  );
}
