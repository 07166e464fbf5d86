import type { TemplateVariable } from '@backoffice/contract/email-templates';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The type's placeholders, written `{{like_this}}`, the required ones marked. */
export function PlaceholderList({ variables }: { variables: readonly TemplateVariable[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('emailTemplates.form.placeholders')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('emailTemplates.form.placeholdersHint')}
      </Text>
      <Group gap="xs">
        {variables.map((variable) => (
          <Badge
            key={variable.name}
            variant={variable.required ? 'filled' : 'light'}
            color={variable.required ? 'blue' : 'gray'}
            tt="none"
            title={
              variable.required
                ? t('emailTemplates.form.requiredPlaceholder')
                : t('emailTemplates.form.optionalPlaceholder')
            }
          >
            {`{{${variable.name}}}`}
            {variable.required ? ` · ${t('emailTemplates.form.requiredPlaceholder')}` : ''}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
