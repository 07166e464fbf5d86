import type { Session } from '@backoffice/contract/auth';
import { Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../../shared/api/error-messages';
import { formatDateTime } from '../../../shared/format/date-time';
import { showToast } from '../../../shared/notifications/toast';
import { openConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadErrorAlert } from '../../../shared/ui/load-error-alert';
import { ScrollTable } from '../../../shared/ui/scroll-table';
import {
  useEndOtherSessions,
  useEndSession,
  useSessions,
  type SessionsScope,
} from '../api/sessions-api';

/**
 * "Sessions" (REQ-SESS-2, REQ-SESS-3): the open sessions of the signed-in user (on `/account`)
 * or of another user (on their record, for an admin the server lets manage the account), each
 * with its device, IP, start and last use, this device marked; "Sign out" per session and, for
 * one's own, "Sign out everywhere else". The server decides who may; this only asks.
 */
export function SessionsSection({ scope }: { scope: SessionsScope }) {
  const { t } = useTranslation();
  const headingId = useId();
  const sessions = useSessions(scope);
  const end = useEndSession(scope);
  const endOthers = useEndOtherSessions();
  const own = scope.kind === 'me';

  const deviceOf = (session: Session) =>
    session.browser && session.os
      ? t('users.sessions.deviceOn', { browser: session.browser, os: session.os })
      : (session.browser ?? session.os ?? t('users.sessions.deviceUnknown'));

  const fail = (error: unknown) => {
    for (const message of errorMessages(t, error)) showToast('error', message);
  };

  const askEnd = (session: Session) =>
    openConfirmDialog({
      title: t('users.sessions.confirmTitle'),
      message: t('users.sessions.confirmOne', { device: deviceOf(session) }),
      confirmLabel: t('users.sessions.signOut'),
      cancelLabel: t('common.cancel'),
      destructive: true,
      onConfirm: () =>
        end.mutate(session.id, {
          onSuccess: () => showToast('success', t('users.sessions.ended')),
          onError: fail,
        }),
    });

  const askEndOthers = () =>
    openConfirmDialog({
      title: t('users.sessions.confirmOthersTitle'),
      message: t('users.sessions.confirmOthers'),
      confirmLabel: t('users.sessions.signOutOthers'),
      cancelLabel: t('common.cancel'),
      destructive: true,
      onConfirm: () =>
        endOthers.mutate(undefined, {
          onSuccess: (data) =>
            showToast('success', t('users.sessions.endedOthers', { n: data.ended })),
          onError: fail,
        }),
    });

  const body = () => {
    if (sessions.isPending) return <Skeleton height={80} />;
    if (sessions.isError)
      return (
        <LoadErrorAlert
          title={t('users.sessions.title')}
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
        />
      );
    const items = sessions.data.items;
    if (items.length === 0) return <Text size="sm">{t('users.sessions.none')}</Text>;
    return (
      <ScrollTable label={t('users.sessions.tableLabel')} minWidth={640}>
        <Table aria-label={t('users.sessions.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('users.sessions.device')}</Table.Th>
              <Table.Th>{t('users.sessions.ip')}</Table.Th>
              <Table.Th>{t('users.sessions.started')}</Table.Th>
              <Table.Th>{t('users.sessions.lastUsed')}</Table.Th>
              <Table.Th>{t('users.sessions.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((session) => (
              <Table.Tr key={session.id} data-testid="session-row">
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm">{deviceOf(session)}</Text>
                    {session.current ? (
                      <Badge color="teal" variant="light" tt="none">
                        {t('users.sessions.thisDevice')}
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {session.ip ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(session.startedAt)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(session.lastUsedAt)}</Text>
                </Table.Td>
                <Table.Td>
                  {/* one's own current session ends with the ordinary sign-out */}
                  {session.current ? null : (
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      aria-label={t('users.sessions.signOutNamed', { device: deviceOf(session) })}
                      loading={end.isPending && end.variables === session.id}
                      onClick={() => askEnd(session)}
                    >
                      {t('users.sessions.signOut')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    );
  };

  const others = sessions.data?.items.filter((session) => !session.current).length ?? 0;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {t('users.sessions.title')}
        </Title>
        <Text size="sm">
          {own ? t('users.sessions.explain') : t('users.sessions.adminExplain')}
        </Text>
        {body()}
        {own && others > 0 ? (
          <Group>
            <Button
              variant="default"
              color="red"
              loading={endOthers.isPending}
              onClick={askEndOthers}
            >
              {t('users.sessions.signOutOthers')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
