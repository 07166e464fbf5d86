import type { Language } from '@backoffice/contract';
import {
  checkPlaceholders,
  EMAIL_TEMPLATE_VARIABLES,
  type EmailTemplate,
  type TemplateVariable,
} from '@backoffice/contract/email-templates';
import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import type { EntityFormReturn } from '../../../shared/form/use-entity-form';
import { RichTextField } from '../../../shared/form/rich-text-field';
import { TranslatableField } from '../../../shared/form/translatable-field';
import { FieldLabels } from '../../../shared/form/field-labels';
import { openConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PlaceholderList } from './placeholder-list';
import { WARNING_TEXT } from '../../../shared/ui/warning-text';

export interface TemplateFormValues {
  name: { pl: string; en: string };
  subject: { pl: string; en: string };
  body: { pl: string; en: string };
}

export function toTemplateValues(template: EmailTemplate): TemplateFormValues {
  return { name: template.name, subject: template.subject, body: template.body };
}

/** Under a body: the required placeholders it lacks (refused on save) and unknown ones. */
function PlaceholderCheck({
  form,
  template,
  language,
}: {
  form: EntityFormReturn<TemplateFormValues, TemplateFormValues>;
  template: EmailTemplate;
  language: Language;
}) {
  const { t } = useTranslation();
  const body = useWatch({ control: form.control, name: `body.${language}` });
  const { missing, unknown } = checkPlaceholders(template.type, body ?? '');
  const names = (list: string[]) => list.map((name) => `{{${name}}}`).join(', ');
  return (
    <Stack gap={2} mt={4} aria-live="polite">
      {missing.length > 0 ? (
        <Text size="sm" c="red.8" data-testid={`missing-${language}`}>
          {t('emailTemplates.form.missing', { names: names(missing) })}
        </Text>
      ) : null}
      {unknown.length > 0 ? (
        <Text size="sm" c={WARNING_TEXT}>
          {t('emailTemplates.form.unknown', { names: names(unknown) })}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * REQ-EMAIL-2 form: name and subject in two languages, the body in rich text per
 * language (Polish tab first, height 600), the type's placeholders, and restore default body.
 */
export function TemplateFields({
  form,
  template,
  variables,
  readOnly,
}: {
  form: EntityFormReturn<TemplateFormValues, TemplateFormValues>;
  template: EmailTemplate;
  /** the server's config for this type, or the contract's while it is not allowed or loading */
  variables: readonly TemplateVariable[] | undefined;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const restore = () =>
    openConfirmDialog({
      title: t('emailTemplates.form.restoreTitle'),
      message: t('emailTemplates.form.restoreMessage'),
      confirmLabel: t('emailTemplates.form.restoreConfirm'),
      cancelLabel: t('common.cancel'),
      onConfirm: () =>
        form.setValue('body', template.defaultBody, { shouldDirty: true, shouldValidate: true }),
    });
  return (
    <FieldLabels area="emailTemplates">
      <Stack gap="lg">
        <TranslatableField control={form.control} name="name" requiredLanguages={['pl', 'en']} />
        <TranslatableField control={form.control} name="subject" requiredLanguages={['pl', 'en']} />
        <PlaceholderList variables={variables ?? EMAIL_TEMPLATE_VARIABLES[template.type]} />
        <Tabs defaultValue="pl" keepMounted={false}>
          <Group justify="space-between" wrap="wrap" mb="sm">
            <Tabs.List>
              <Tabs.Tab value="pl">{t('emailTemplates.fields.bodyPl')}</Tabs.Tab>
              <Tabs.Tab value="en">{t('emailTemplates.fields.bodyEn')}</Tabs.Tab>
            </Tabs.List>
            {readOnly ? null : (
              <Button
                type="button"
                variant="default"
                leftSection={<IconRestore size={16} />}
                onClick={restore}
              >
                {t('emailTemplates.form.restoreDefault')}
              </Button>
            )}
          </Group>
          {(['pl', 'en'] as const).map((language) => (
            <Tabs.Panel key={language} value={language}>
              <RichTextField
                control={form.control}
                name={`body.${language}`}
                label={
                  language === 'pl'
                    ? t('emailTemplates.fields.bodyPl')
                    : t('emailTemplates.fields.bodyEn')
                }
                required
              />
              <PlaceholderCheck form={form} template={template} language={language} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </FieldLabels>
  );
}
