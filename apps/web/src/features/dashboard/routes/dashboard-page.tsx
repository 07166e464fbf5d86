import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { DashboardResponse } from '@backoffice/contract';
import { useTranslation } from 'react-i18next';
import { useDashboard } from '../api/get-dashboard';
import { RefundsCard } from '../components/refunds-card';
import { useHealth } from '../api/get-health';
import {
  AuditPanel,
  CHART_HEIGHT,
  InvestorsPanel,
  LIST_HEIGHT,
  OrdersPanel,
  PanelSkeleton,
  RaisedPanel,
  RecentContentPanel,
  TransactionsPanel,
} from '../components/dashboard-panels';
import { useCan } from '../../../shared/permissions/use-can';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { LoadErrorAlert } from '../../../shared/ui/load-error-alert';

/**
 * `/`: the title of REQ-SHELL-7 ("Dashboard") and, under it, what needs attention (REQ-DASH-1): for
 * the money staff the transactions to act on, the money raised, orders and new investors, for
 * everyone else the content recently changed; the audit log's latest events for its readers.
 * Every figure comes from `GET /api/admin/dashboard`, which leaves out what the user may not
 * see. While it loads, the panels the user's permissions promise are reserved at their height.
 */
export interface DashboardPageProps {
  /** an audit action's readable name (the audit log's texts; the app composes them in) */
  actionLabel?: (action: string) => string;
}

export function DashboardPage({ actionLabel }: DashboardPageProps = {}) {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.title'));
  const dashboard = useDashboard();
  const can = useCan();

  return (
    <Stack gap="lg">
      <Title order={1}>{t('dashboard.title')}</Title>
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <LoadErrorAlert
          title={t('home.loadError')}
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : (
        <DashboardPanels data={dashboard.data} actionLabel={actionLabel} />
      )}
      {can('admin:refund:list') ? <RefundsCard /> : null}
      <SystemStatus />
    </Stack>
  );
}

/** The panels of the answer, in reading order: what to act on first. */
export function DashboardPanels({
  data,
  actionLabel,
}: {
  data: DashboardResponse;
  actionLabel?: ((action: string) => string) | undefined;
}) {
  return (
    <Stack gap="lg">
      {data.transactions ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TransactionsPanel kind="awaiting" list={data.transactions.awaitingAcceptance} />
          <TransactionsPanel kind="expiring" list={data.transactions.expiringSoon} />
        </SimpleGrid>
      ) : null}
      {data.raisedByOffer || data.ordersByMonth ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          {data.raisedByOffer ? <RaisedPanel items={data.raisedByOffer} /> : null}
          {data.ordersByMonth ? <OrdersPanel months={data.ordersByMonth} /> : null}
        </SimpleGrid>
      ) : null}
      {data.newInvestors || data.auditLog || data.recentContent ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          {data.recentContent ? <RecentContentPanel items={data.recentContent} /> : null}
          {data.newInvestors ? <InvestorsPanel weeks={data.newInvestors} /> : null}
          {data.auditLog ? <AuditPanel items={data.auditLog} actionLabel={actionLabel} /> : null}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

/**
 * The layout the answer will have, from the permissions the shell has already checked (the
 * route registry asks for these list permissions at start-up, so this costs no request).
 */
function DashboardSkeleton() {
  const can = useCan();
  const money =
    can('admin:order:list') || can('admin:transaction:list') || can('admin:investment:list');
  const chart = CHART_HEIGHT + 40;
  return (
    <Stack gap="lg" aria-busy="true">
      {can('admin:transaction:list') ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <PanelSkeleton height={LIST_HEIGHT} />
          <PanelSkeleton height={LIST_HEIGHT} />
        </SimpleGrid>
      ) : null}
      {can('admin:investment:list') || can('admin:order:list') ? (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          {can('admin:investment:list') ? <PanelSkeleton height={chart} /> : null}
          {can('admin:order:list') ? <PanelSkeleton height={chart} /> : null}
        </SimpleGrid>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {money ? null : <PanelSkeleton height={LIST_HEIGHT} />}
        {can('admin:investment:list') ? <PanelSkeleton height={chart} /> : null}
        {can('admin:audit-log:list') ? <PanelSkeleton height={LIST_HEIGHT} /> : null}
      </SimpleGrid>
    </Stack>
  );
}

/** A card proving the API answers (the placeholder's one figure, kept for operators). */
function SystemStatus() {
  const { t } = useTranslation();
  const health = useHealth();
  let status;
  if (health.isPending) {
    status = <Skeleton height={20} width={120} />;
  } else if (health.isSuccess) {
    status = (
      <Stack gap={4}>
        <Group gap="xs">
          <Badge color="teal" variant="dot" size="lg" tt="none">
            {t('dashboard.apiStatus', { status: health.data.status })}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('dashboard.uptime', { seconds: Math.round(health.data.uptimeSeconds) })}
        </Text>
      </Stack>
    );
  } else {
    status = (
      <Badge color="red" variant="dot" size="lg" tt="none">
        {t('dashboard.apiUnavailable')}
      </Badge>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      <Card withBorder radius="md" padding="lg">
        <Text fw={700} mb="sm">
          {t('dashboard.systemStatus')}
        </Text>
        {status}
      </Card>
    </SimpleGrid>
  );
}
