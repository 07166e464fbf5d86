import {
  Anchor,
  Badge,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type {
  DashboardAuditItem,
  DashboardContentItem,
  DashboardOrderMonth,
  DashboardRaisedItem,
  DashboardTransactionList,
  DashboardWeek,
} from '@backoffice/contract';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../shared/format/date-time';
import { formatPln } from '../../../shared/format/money';
import { localized, useContentLanguage } from '../../../shared/format/translatable';
import { Link } from 'react-router';
import { translateSidebarTitle } from '../../../shared/navigation/sidebar-title';

// the charts' own chunk (with @mantine/charts and recharts): loaded when a chart is drawn
const DashboardBarChart = lazy(() =>
  import('./dashboard-charts').then((m) => ({ default: m.DashboardBarChart })),
);
const DashboardLineChart = lazy(() =>
  import('./dashboard-charts').then((m) => ({ default: m.DashboardLineChart })),
);

/** Every chart's drawing height: reserved by its skeleton while the chunk loads (no shift). */
export const CHART_HEIGHT = 260;
/** A list panel's reserved height while the figures load. */
export const LIST_HEIGHT = 220;

export function Panel({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const id = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
      {footer ? <Group mt="sm">{footer}</Group> : null}
    </Card>
  );
}

/** A panel's place while the figures load, as tall as the panel will be. */
export function PanelSkeleton({ height }: { height: number }) {
  return (
    <Card withBorder radius="md" padding="lg" aria-hidden="true">
      <Skeleton height={22} width="50%" mb="sm" />
      <Skeleton height={height} />
    </Card>
  );
}

/** A chart, and for assistive technology its summary and the same figures as a table. */
function ChartFigure({
  summary,
  table,
  chart,
}: {
  summary: string;
  table: ReactNode;
  chart: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <figure style={{ margin: 0 }}>
      <figcaption>
        <Text size="sm" c="dimmed" mb="xs">
          {summary}
        </Text>
      </figcaption>
      <Suspense fallback={<Skeleton height={CHART_HEIGHT} aria-hidden="true" />}>
        <div style={{ minHeight: CHART_HEIGHT }}>{chart}</div>
      </Suspense>
      <VisuallyHidden>
        <Table>
          <caption>{t('home.chartAsTable')}</caption>
          {table}
        </Table>
      </VisuallyHidden>
    </figure>
  );
}

const whole = (language: 'pl' | 'en') => (value: number) =>
  new Intl.NumberFormat(language === 'pl' ? 'pl-PL' : 'en-GB').format(value);

const percent = (language: 'pl' | 'en') => (value: number) =>
  `${new Intl.NumberFormat(language === 'pl' ? 'pl-PL' : 'en-GB', { maximumFractionDigits: 1 }).format(value)}%`;

export function RaisedPanel({ items }: { items: DashboardRaisedItem[] }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  // drawn as the share of the target reached: sums of thousands beside targets of millions
  // would be invisible on one axis; the exact sums are in the table and the tooltip's label
  const rows = items.map((item) => ({
    offer: localized(item.offer.title, language),
    percent:
      item.target === null || Number(item.target) === 0
        ? 0
        : Math.round((Number(item.raised) / Number(item.target)) * 1000) / 10,
  }));
  return (
    <Panel title={t('home.raised.title')}>
      {items.length === 0 ? (
        <Text c="dimmed">{t('home.raised.empty')}</Text>
      ) : (
        <ChartFigure
          summary={t('home.raised.summary', { count: items.length })}
          chart={
            <DashboardBarChart
              data={rows}
              dataKey="offer"
              horizontal
              height={CHART_HEIGHT}
              format={percent(language)}
              series={[{ name: 'percent', label: t('home.raised.percent'), color: 'teal.6' }]}
            />
          }
          table={
            <>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('home.raised.offer')}</Table.Th>
                  <Table.Th>{t('home.raised.raised')}</Table.Th>
                  <Table.Th>{t('home.raised.target')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.offer.id}>
                    <Table.Td>
                      {localized(item.offer.title, language)}
                      {item.isOpen ? '' : ` (${t('home.raised.closed')})`}
                    </Table.Td>
                    <Table.Td>{formatPln(item.raised, language)}</Table.Td>
                    <Table.Td>
                      {item.target === null
                        ? t('home.raised.noTarget')
                        : formatPln(item.target, language)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </>
          }
        />
      )}
    </Panel>
  );
}

const STATUSES = ['new', 'paid', 'completed', 'rejected'] as const;
const STATUS_COLORS = { new: 'yellow.6', paid: 'blue.6', completed: 'teal.6', rejected: 'red.6' };

/** `2026-06` → `cze 2026` / `Jun 2026` */
function monthLabel(month: string, language: 'pl' | 'en') {
  const [year, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 2000, (m ?? 1) - 1, 1)));
}

export function OrdersPanel({ months }: { months: DashboardOrderMonth[] }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const total = months.reduce((sum, m) => sum + STATUSES.reduce((s, k) => s + m.counts[k], 0), 0);
  const rows = months.map((m) => ({ month: monthLabel(m.month, language), ...m.counts }));
  return (
    <Panel
      title={t('home.orders.title')}
      footer={
        <Anchor component={Link} to="/orders" size="sm">
          {translateSidebarTitle(t, 'menu.orders')}
        </Anchor>
      }
    >
      <ChartFigure
        summary={t('home.orders.summary', { count: months.length, total: whole(language)(total) })}
        chart={
          <DashboardLineChart
            data={rows}
            dataKey="month"
            height={CHART_HEIGHT}
            format={whole(language)}
            series={STATUSES.map((status) => ({
              name: status,
              label: t(`home.orders.status.${status}`),
              color: STATUS_COLORS[status],
            }))}
          />
        }
        table={
          <>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('home.orders.month')}</Table.Th>
                {STATUSES.map((status) => (
                  <Table.Th key={status}>{t(`home.orders.status.${status}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {months.map((m, i) => (
                <Table.Tr key={m.month}>
                  <Table.Td>{rows[i]?.month}</Table.Td>
                  {STATUSES.map((status) => (
                    <Table.Td key={status}>{m.counts[status]}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </>
        }
      />
    </Panel>
  );
}

export function InvestorsPanel({ weeks }: { weeks: DashboardWeek[] }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const total = weeks.reduce((sum, w) => sum + w.count, 0);
  const label = (weekStart: string) => formatDate(`${weekStart}T12:00:00Z`).slice(0, 5);
  return (
    <Panel title={t('home.investors.title')}>
      <ChartFigure
        summary={t('home.investors.summary', {
          count: weeks.length,
          total: whole(language)(total),
        })}
        chart={
          <DashboardBarChart
            data={weeks.map((w) => ({ week: label(w.weekStart), count: w.count }))}
            dataKey="week"
            height={CHART_HEIGHT}
            format={whole(language)}
            series={[{ name: 'count', label: t('home.investors.count'), color: 'indigo.6' }]}
          />
        }
        table={
          <>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('home.investors.week')}</Table.Th>
                <Table.Th>{t('home.investors.count')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {weeks.map((w) => (
                <Table.Tr key={w.weekStart}>
                  <Table.Td>{formatDate(`${w.weekStart}T12:00:00Z`)}</Table.Td>
                  <Table.Td>{w.count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </>
        }
      />
    </Panel>
  );
}

const PENDING_TRANSACTIONS =
  '/transactions?filters[status][choice]=pending&order[0][column]=waitUntil&order[0][direction]=ASC';

export function TransactionsPanel({
  kind,
  list,
}: {
  kind: 'awaiting' | 'expiring';
  list: DashboardTransactionList;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const all =
    kind === 'awaiting'
      ? `${PENDING_TRANSACTIONS}&filters[method][choice]=bank-transfer`
      : PENDING_TRANSACTIONS;
  return (
    <Panel
      title={t(`home.transactions.${kind}`)}
      footer={
        list.count > 0 ? (
          <Anchor component={Link} to={all} size="sm">
            {t('home.transactions.showAll', { count: list.count })}
          </Anchor>
        ) : null
      }
    >
      {list.items.length === 0 ? (
        <Text c="dimmed">
          {t(
            kind === 'awaiting'
              ? 'home.transactions.emptyAwaiting'
              : 'home.transactions.emptyExpiring',
          )}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.items.map((item) => {
            const investor = `${item.user.firstName} ${item.user.lastName}`.trim();
            const amount = formatPln(item.amount, language);
            return (
              <li key={item.id}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Anchor
                    component={Link}
                    to={`/transactions/${item.id}/edit`}
                    size="sm"
                    truncate="end"
                    aria-label={t('home.transactions.open', { id: item.id, investor, amount })}
                  >
                    #{item.id} {investor} · {localized(item.offer.title, language)}
                  </Anchor>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {amount}
                  </Text>
                </Group>
                {item.waitUntil ? (
                  <Text size="xs" c="dimmed">
                    {t('home.transactions.due', { date: formatDateTime(item.waitUntil) })}
                  </Text>
                ) : null}
              </li>
            );
          })}
        </Stack>
      )}
    </Panel>
  );
}

export function AuditPanel({
  items,
  actionLabel,
}: {
  items: DashboardAuditItem[];
  actionLabel?: ((action: string) => string) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Panel
      title={t('home.audit.title')}
      footer={
        <Anchor component={Link} to="/audit-log" size="sm">
          {t('home.audit.showAll')}
        </Anchor>
      }
    >
      {items.length === 0 ? (
        <Text c="dimmed">{t('home.audit.empty')}</Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <li key={item.id}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" truncate="end">
                  {actionLabel ? (
                    actionLabel(item.action)
                  ) : (
                    <Text span ff="monospace" size="sm">
                      {item.action}
                    </Text>
                  )}
                  {item.entityId ? ` #${item.entityId}` : ''} ·{' '}
                  {item.actorEmail ?? t('home.audit.system')}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(item.createdAt)}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

const CONTENT_LINKS: Record<DashboardContentItem['type'], (id: number) => string> = {
  offer: (id) => `/pages/${id}/edit`,
  blog: (id) => `/blog/${id}`,
  page: (id) => `/static-pages/${id}`,
};

export function RecentContentPanel({ items }: { items: DashboardContentItem[] }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  return (
    <Panel title={t('home.content.title')}>
      {items.length === 0 ? (
        <Text c="dimmed">{t('home.content.empty')}</Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <li key={`${item.type}-${item.id}`}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
                    {t(`home.content.type.${item.type}`)}
                  </Badge>
                  <Anchor
                    component={Link}
                    to={CONTENT_LINKS[item.type](item.id)}
                    size="sm"
                    truncate="end"
                  >
                    {localized(item.title, language)}
                  </Anchor>
                </Group>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(item.updatedAt)}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
