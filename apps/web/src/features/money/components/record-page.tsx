import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../shared/api/api-request-error';
import { errorMessages } from '../../../shared/api/error-messages';
import { FormBreadcrumbs } from '../../../shared/form/form-breadcrumbs';
import { FormSkeleton } from '../../../shared/form/form-skeleton';
import { useListReturnPath } from '../../../shared/navigation/list-return';
import { Link } from '../../../shared/navigation/router';

export interface RecordPageProps<T> {
  query: UseQueryResult<T>;
  listPath: string;
  listTitle: string;
  title: string;
  /** beside the title: the status badge */
  badge?: (record: T) => ReactNode;
  /** the record's state changes, each already filtered by permission and status */
  actions?: (record: T) => ReactNode;
  children: (record: T) => ReactNode;
}

/**
 * The frame of the order, transaction and investment screens: the trail back to the list (with
 * its filters), the title and status, the actions bar, a skeleton while loading and an error with
 * retry. The record shown is always the query's latest: an action's answer replaces it.
 */
export function RecordPage<T extends { id: number }>({
  query,
  listPath,
  listTitle,
  title,
  badge,
  actions,
  children,
}: RecordPageProps<T>) {
  const { t } = useTranslation();
  const backPath = useListReturnPath(listPath);
  const record = query.data;
  const trail = (
    <FormBreadcrumbs
      listTitle={listTitle}
      listPath={backPath}
      current={record ? `#${record.id}` : undefined}
    />
  );
  if (query.isPending) {
    return (
      <Stack gap="md">
        {trail}
        <FormSkeleton title={title} />
      </Stack>
    );
  }
  if (query.isError || !record) {
    const notFound = isApiRequestError(query.error) && query.error.status === 404;
    return (
      <Stack gap="md">
        {trail}
        <Title order={1}>{title}</Title>
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertCircle size={18} />}
          title={t(notFound ? 'form.notFound' : 'form.loadError')}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessages(t, query.error).join(' ')}</Text>
            <Group gap="xs">
              <Button
                component={Link}
                to={backPath}
                size="xs"
                variant="default"
                leftSection={<IconArrowLeft size={14} />}
              >
                {t('form.goBack')}
              </Button>
              {notFound ? null : (
                <Button
                  size="xs"
                  color="red"
                  leftSection={<IconRefresh size={14} />}
                  onClick={() => void query.refetch()}
                  loading={query.isFetching}
                >
                  {t('common.retry')}
                </Button>
              )}
            </Group>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  const actionBar = actions?.(record);
  return (
    <Stack gap="md">
      {trail}
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" align="center">
          <Title order={1}>{`${title} #${record.id}`}</Title>
          {badge?.(record)}
        </Group>
        <Button
          component={Link}
          to={backPath}
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
        >
          {t('form.goBack')}
        </Button>
      </Group>
      {actionBar ? (
        <Group gap="xs" wrap="wrap" role="toolbar" aria-label={t('money.actionsBar')}>
          {actionBar}
        </Group>
      ) : null}
      {children(record)}
    </Stack>
  );
}

/** A titled block of a record screen. */
export function RecordSection({
  title,
  children,
  titleId,
}: {
  title: string;
  titleId: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
