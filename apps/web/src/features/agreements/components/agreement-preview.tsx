import type { Language } from '@backoffice/contract';
import { Checkbox, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../../../shared/ui/rich-html';

/**
 * An agreement as the investor meets it: the text, then the box they tick with its name
 * (a required one marked so). Read-only.
 */
export function AgreementPreview({
  name,
  content,
  required,
  language,
}: {
  name: { pl: string; en: string };
  content: { pl: string; en: string };
  required: boolean;
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" lang={language}>
      <RichHtml html={content[language]} />
      <Checkbox
        readOnly
        checked={false}
        label={
          <Text component="span" size="sm">
            {name[language]}
            {required ? (
              <Text component="span" c="red" size="sm">
                {` (${t('agreements.list.requiredMark')})`}
              </Text>
            ) : null}
          </Text>
        }
      />
    </Stack>
  );
}
