import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../api/api-request-error';
import { errorMessages } from '../api/error-messages';
import { Link } from 'react-router';

export interface LoadErrorAlertProps {
  /** What could not be loaded, in the area's words. */
  title: string;
  /** The failure: its messages are shown in the user's language. */
  error?: unknown;
  /** "Go back" to this address (a record's list). */
  backPath?: string;
  /** "Try again": left out where trying again cannot help (a record that is not there). */
  onRetry?: () => void;
  retrying?: boolean;
  /** What the failure's messages leave out (the list's bad parameters). */
  details?: ReactNode;
  /** Further buttons after "Try again" (the list's "Clear filters"). */
  actions?: ReactNode;
}

/**
 * The one alert for data that did not load (a record, a list, the dashboard): red, announced,
 * with the reason and the way on (back, try again). The three screens had each their copy.
 */
export function LoadErrorAlert({
  title,
  error,
  backPath,
  onRetry,
  retrying = false,
  details,
  actions,
}: LoadErrorAlertProps) {
  const { t } = useTranslation();
  const messages = error === undefined ? [] : errorMessages(t, error);
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertCircle size={18} />}
      title={title}
    >
      <Stack gap="xs" align="flex-start">
        {messages.length > 0 || details ? (
          <Text size="sm">
            {messages.join(' ')}
            {details}
          </Text>
        ) : null}
        <Group gap="xs">
          {backPath ? (
            <Button
              component={Link}
              to={backPath}
              size="xs"
              variant="default"
              leftSection={<IconArrowLeft size={14} />}
            >
              {t('form.goBack')}
            </Button>
          ) : null}
          {onRetry ? (
            <Button
              size="xs"
              color="red"
              leftSection={<IconRefresh size={14} />}
              onClick={onRetry}
              loading={retrying}
            >
              {t('common.retry')}
            </Button>
          ) : null}
          {actions}
        </Group>
      </Stack>
    </Alert>
  );
}

/** A record's screen whose record did not load: not found (no retry) or failed (retry). */
export function RecordLoadError({
  error,
  backPath,
  onRetry,
  retrying,
}: {
  error: unknown;
  backPath: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  const notFound = isApiRequestError(error) && error.status === 404;
  return (
    <LoadErrorAlert
      title={t(notFound ? 'form.notFound' : 'form.loadError')}
      error={error}
      backPath={backPath}
      onRetry={notFound ? undefined : onRetry}
      retrying={retrying}
    />
  );
}
