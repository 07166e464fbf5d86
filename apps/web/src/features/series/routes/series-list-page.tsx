import { seriesPaths, pathTo } from '@backoffice/contract';
import type { Series } from '@backoffice/contract/series';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/date-time';
import { formatPln } from '../../../shared/format/money';
import { localized, useContentLanguage } from '../../../shared/format/translatable';
import { ListTable, type ListColumn } from '../../../shared/list-table/list-table';
import { areaColumns } from '../../../shared/list-table/area-columns';
import { useResourceBulkActions } from '../../../shared/list-table/resource-bulk-actions';
import { useConfirmedDelete } from '../../../shared/list-table/use-confirmed-delete';
import { useListUrlState } from '../../../shared/list-table/use-list-url-state';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useCan } from '../../../shared/permissions/use-can';
import { seriesApi } from '../api/series-api';
import { recordToasts } from '../../../shared/notifications/record-toasts';

/** Sold share of the limit, in percent for the bar (display only: no money involved). */
export function soldPercent(sold: number, limit: number): number {
  if (limit <= 0) return sold > 0 ? 100 : 0;
  return Math.min(100, Math.round((sold / limit) * 100));
}

function SoldBar({ series }: { series: Series }) {
  const { t } = useTranslation();
  const label = t('series.list.soldLabel', { sold: series.numberOfShares, limit: series.limit });
  const full = series.limit > 0 && series.numberOfShares >= series.limit;
  return (
    <Stack gap={4} miw={120}>
      <Text size="sm">
        {series.numberOfShares} / {series.limit}
        {full ? ` · ${t('series.list.soldOut')}` : ''}
      </Text>
      <Progress
        value={soldPercent(series.numberOfShares, series.limit)}
        color={full ? 'green' : 'blue'}
        size="sm"
        aria-label={label}
      />
    </Stack>
  );
}

/**
 * `/series` (REQ-SERIES-1): name, display name, price (PLN in the UI language's format),
 * sold/limit with a bar, availability dates and the offers that sell the series; search,
 * availability and sold-out filters; sorting by name, price and dates.
 */
export function SeriesListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('series.list.title'));
  const language = useContentLanguage();
  const list = useListUrlState();
  const series = seriesApi.useList(list.apiQuery);
  const can = useCan();
  const deleteSeries = seriesApi.useDelete();
  const restoreSeries = seriesApi.useRestore();
  const confirmDelete = useConfirmedDelete({
    remove: (item: Series) => deleteSeries.mutateAsync(item.id),
    undo: (item) => restoreSeries.mutateAsync(item.id),
    message: (item) =>
      item.orderCount > 0
        ? t('series.delete.hasOrders', { name: item.name, count: item.orderCount })
        : t('series.delete.message', { name: item.name }),
    messages: recordToasts(t, 'series').delete,
  });
  const bulkActions = useResourceBulkActions<Series>(seriesApi, {
    id: (item) => item.id,
    version: (item) => item.version,
    canDelete: can('admin:series:delete'),
  });

  const column = areaColumns(t, 'series');

  const columns: ListColumn<Series>[] = [
    {
      ...column('name'),
      sortKey: 'name',
      card: 'title',
      render: (item) => item.name,
    },
    {
      ...column('displayName'),
      render: (item) => item.displayName || '—',
    },
    {
      ...column('pricePerShare'),
      sortKey: 'pricePerShare',
      card: 'key',
      width: 130,
      render: (item) => formatPln(item.pricePerShare, language),
    },
    {
      ...column('sold'),
      card: 'key',
      width: 150,
      render: (item) => <SoldBar series={item} />,
    },
    {
      ...column('availableFrom'),
      sortKey: 'availableFrom',
      card: 'key',
      // the dates wait in the column chooser (the availability filter answers "open now?"): with
      // them, a page holding long names and offer titles was 115 px wider than the 963 px a
      // 1280 px screen leaves beside the sidebar
      hiddenByDefault: true,
      width: 120,
      render: (item) => (item.availableFrom ? formatDate(item.availableFrom) : '—'),
    },
    {
      ...column('availableTo'),
      sortKey: 'availableTo',
      card: 'key',
      hiddenByDefault: true,
      width: 120,
      render: (item) => (item.availableTo ? formatDate(item.availableTo) : '—'),
    },
    {
      ...column('offers'),
      render: (item) =>
        item.offers.length > 0
          ? `${item.offers.length}: ${item.offers.map((o) => localized(o.title, language)).join(', ')}`
          : '—',
    },
  ];

  return (
    <ListTable
      title={t('series.list.title')}
      state={list}
      result={series}
      columns={columns}
      // the shown columns with the sold/limit bar (names and offers wrap): below this it scrolls
      minWidth={900}
      rowKey={(item) => item.id}
      rowLabel={(item) => item.name}
      filters={{
        search: { label: t('list.search'), placeholder: t('series.list.searchPlaceholder') },
        availability: {
          label: t('series.list.availability'),
          choiceLabels: {
            open: t('series.availability.open'),
            upcoming: t('series.availability.upcoming'),
            closed: t('series.availability.closed'),
          },
        },
        soldOut: { label: t('series.list.soldOut') },
      }}
      createPath={
        can(seriesPaths.routes.create.permission) ? seriesPaths.routes.create.path : undefined
      }
      createLabel={t('series.list.create')}
      editPath={
        can(seriesPaths.routes.record.permission)
          ? (item) => pathTo(seriesPaths.routes.record, item.id)
          : undefined
      }
      onDelete={can('admin:series:delete') ? confirmDelete : undefined}
      bulkActions={bulkActions}
      emptyMessage={t('series.list.notFound')}
      exportPath={can('admin:series:export') ? seriesPaths.api : undefined}
      listId="series"
    />
  );
}
