import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormBreadcrumbs } from '../../../shared/form/form-breadcrumbs';
import { FormSkeleton } from '../../../shared/form/form-skeleton';
import { useListReturnPath } from '../../../shared/navigation/list-return';
import { Link } from 'react-router';
import { RecordLoadError } from '../../../shared/ui/load-error-alert';

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
    return (
      <Stack gap="md">
        {trail}
        <Title order={1}>{title}</Title>
        <RecordLoadError
          error={query.error}
          backPath={backPath}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
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
