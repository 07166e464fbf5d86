import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../../shared/api/error-messages';
import { showToast } from '../../../shared/notifications/toast';
import { openConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadErrorAlert } from '../../../shared/ui/load-error-alert';
import { useResetTwoStep, useUserTwoStep } from '../api/sessions-api';

/**
 * A super admin's reset of another user's second factor (REQ-SESS-6), on the user's record:
 * whether it is on, and the reset behind a confirmation. Drawn only for a super admin looking
 * at another account; the server refuses anyone else.
 */
export function SecondFactorReset({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const status = useUserTwoStep(userId, true);
  const reset = useResetTwoStep(userId);

  const ask = () =>
    openConfirmDialog({
      title: t('users.security.confirmTitle'),
      message: t('users.security.confirm'),
      confirmLabel: t('users.security.reset'),
      cancelLabel: t('common.cancel'),
      destructive: true,
      onConfirm: () =>
        reset.mutate(undefined, {
          onSuccess: () => showToast('success', t('users.security.done')),
          onError: (error) => {
            for (const message of errorMessages(t, error)) showToast('error', message);
          },
        }),
    });

  const body = () => {
    if (status.isPending) return <Skeleton height={40} />;
    if (status.isError)
      return (
        <LoadErrorAlert
          title={t('users.security.twoStepTitle')}
          error={status.error}
          onRetry={() => void status.refetch()}
        />
      );
    const on = status.data.totpEnabled;
    return (
      <Stack gap="sm" align="flex-start">
        <Badge color={on ? 'green' : 'gray'} variant="light" data-testid="user-two-step-status">
          {on ? t('users.security.twoStepOn') : t('users.security.twoStepOff')}
        </Badge>
        {on ? (
          <>
            <Text size="sm">{t('users.security.resetExplain')}</Text>
            <Group>
              <Button variant="default" color="red" loading={reset.isPending} onClick={ask}>
                {t('users.security.reset')}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {t('users.security.twoStepTitle')}
        </Title>
        {body()}
      </Stack>
    </Paper>
  );
}
