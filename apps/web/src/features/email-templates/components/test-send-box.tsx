import type { Language } from '@backoffice/contract';
import type { EmailTemplateType } from '@backoffice/contract/email-templates';
import { Button, Fieldset, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../../shared/api/error-messages';
import { showToast } from '../../../shared/notifications/toast';
import { useSendTest } from '../api/email-templates-api';

/**
 * REQ-EMAIL-3 test send (`admin:email-template:test`): the subject and body as
 * they are in the form, in Polish or English, to the address typed here.
 */
export function TestSendBox({
  type,
  current,
}: {
  type: EmailTemplateType;
  /** the form's subject and body in a language, read when sending */
  current: (language: Language) => { subject: string; body: string };
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<Language>('pl');
  const send = useSendTest();
  const submit = () => {
    send.mutate(
      { type, email: email.trim(), ...current(language) },
      {
        onSuccess: () => showToast('success', t('emailTemplates.toast.testSent')),
        onError: (error) =>
          showToast(
            'error',
            errorMessages(t, error).join(' '),
            t('emailTemplates.toast.testError'),
          ),
      },
    );
  };
  return (
    <Fieldset legend={t('emailTemplates.test.title')}>
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          {t('emailTemplates.test.hint')}
        </Text>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="email"
            label={t('emailTemplates.test.email')}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter sends the test, not the template form around it
              if (event.key === 'Enter') {
                event.preventDefault();
                if (email.trim()) submit();
              }
            }}
            autoComplete="off"
            w={300}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="test-send-language">
              {t('emailTemplates.test.language')}
            </Text>
            <SegmentedControl
              aria-labelledby="test-send-language"
              value={language}
              onChange={(value) => setLanguage(value as Language)}
              data={[
                { value: 'pl', label: 'Polski' },
                { value: 'en', label: 'English' },
              ]}
            />
          </Stack>
          <Button
            type="button"
            leftSection={<IconSend size={16} />}
            onClick={submit}
            loading={send.isPending}
            disabled={!email.trim()}
          >
            {t('emailTemplates.test.send')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
