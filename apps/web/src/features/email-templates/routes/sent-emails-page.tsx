import type { SentEmail } from '@backoffice/contract/email-templates';
import {
  Alert,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../../shared/api/error-messages';
import { formatDateTime } from '../../../shared/format/date-time';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { TableSkeleton } from '../../../shared/ui/table-skeleton';
import { useSentEmails } from '../api/email-templates-api';

/**
 * The message as it was sent, in a sandboxed frame: no script, no same-origin access, and the
 * email's own markup cannot reach the back-office page.
 */
function MessageFrame({ message }: { message: SentEmail }) {
  const { t } = useTranslation();
  return (
    <iframe
      title={t('emailTemplates.sent.preview', { to: message.to })}
      sandbox=""
      srcDoc={message.html}
      style={{
        width: '100%',
        minHeight: 240,
        border: '1px solid var(--mantine-color-default-border)',
      }}
    />
  );
}

/**
 * `/sent-emails` (`admin:email:outbox`, decision 0007): the newest messages of the outbox
 * folder, read-only, each opening to show the message as it was sent, its password link's token
 * shown as •••• (the server keeps only that copy for screens).
 */
export function SentEmailsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('emailTemplates.sent.title'));
  const sent = useSentEmails();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Title order={1}>{t('emailTemplates.sent.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('emailTemplates.sent.hint')}
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => void sent.refetch()}
          loading={sent.isFetching}
        >
          {t('emailTemplates.sent.reload')}
        </Button>
      </Group>
      {sent.error ? (
        <Alert color="red" variant="light">
          {errorMessages(t, sent.error).join(' ')}
        </Alert>
      ) : null}
      {sent.data?.transport === 'smtp' ? (
        <Alert color="blue" variant="light">
          {t('emailTemplates.sent.smtp')}
        </Alert>
      ) : null}
      <Card withBorder padding={0}>
        {sent.isPending ? (
          <TableSkeleton columns={4} rows={5} />
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('emailTemplates.sent.date')}</Table.Th>
                  <Table.Th>{t('emailTemplates.sent.to')}</Table.Th>
                  <Table.Th>{t('emailTemplates.sent.subject')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('emailTemplates.sent.show')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sent.data?.items.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={4}>
                      <Text size="sm" c="dimmed" ta="center" py="md">
                        {t('emailTemplates.sent.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : null}
                {sent.data?.items.map((message) => (
                  <SentRow
                    key={message.id}
                    message={message}
                    open={open === message.id}
                    onToggle={() => setOpen(open === message.id ? null : message.id)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}

function SentRow({
  message,
  open,
  onToggle,
}: {
  message: SentEmail;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Table.Tr>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          {message.createdAt ? formatDateTime(message.createdAt) : ''}
        </Table.Td>
        <Table.Td style={{ wordBreak: 'break-all' }}>{message.to}</Table.Td>
        <Table.Td>{message.subject}</Table.Td>
        <Table.Td>
          <Button
            size="xs"
            variant="subtle"
            onClick={onToggle}
            aria-expanded={open}
            aria-label={`${open ? t('emailTemplates.sent.hide') : t('emailTemplates.sent.show')}: ${message.subject}`}
          >
            {open ? t('emailTemplates.sent.hide') : t('emailTemplates.sent.show')}
          </Button>
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr>
          <Table.Td colSpan={4}>
            <MessageFrame message={message} />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}
