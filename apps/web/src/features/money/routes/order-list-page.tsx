import { ordersArea, investmentsPaths, ordersPaths, pathTo } from '@backoffice/contract';
import type { OrderListItem } from '@backoffice/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { ListTable, type ListColumn } from '../../../shared/list-table/list-table';
import { areaColumns } from '../../../shared/list-table/area-columns';
import { useListUrlState } from '../../../shared/list-table/use-list-url-state';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useCan } from '../../../shared/permissions/use-can';
import { listTotalsOf } from '../../../shared/list-table/list-totals';
import { useOrderBulkActions } from '../components/money-bulk-actions';
import { ordersApi } from '../api/orders-api';
import { OrderStatusBadge, TransactionStatusBadge } from '../components/money-badges';
import { InvestorCell, personName, useOfferTitle } from '../components/money-refs';
import { useMoney } from '../components/use-money-format';
import { offerFilters, useFilterOptions } from '../components/use-filter-options';
import { useStatusFilterLabels } from '../components/status-filter-labels';

/**
 * `/orders` (REQ-MONEY-5): id, investor, offer, series, date, quantity, price, total,
 * status and the transaction's status; filters by status, offer, series, date, amount and
 * investor; sorted by date, total and status.
 */
export function OrderListPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('orders.list.title'));
  const list = useListUrlState();
  const orders = ordersApi.useList(list.apiQuery);
  const can = useCan();
  const money = useMoney();
  const filterOptions = useFilterOptions(can('admin:investment:manual-order'));
  const offerTitle = useOfferTitle();
  const labels = useStatusFilterLabels();
  const bulkActions = useOrderBulkActions(ordersPaths.api, list.apiQuery);
  const totals = listTotalsOf(ordersArea, i18n.language === 'en' ? 'en' : 'pl', ordersApi.keys.all);

  // What finance acts on first, from the left: at 1280 px the table has about 960 px beside the
  // sidebar, which end after the status; the transaction, quantity and price (the total's parts)
  // wait in the column chooser
  const column = areaColumns(t, 'order');
  const columns: ListColumn<OrderListItem>[] = [
    {
      ...column('id'),
      sortKey: 'id',
      card: 'key',
      width: 70,
      render: (o) => `#${o.id}`,
    },
    {
      ...column('investor'),
      card: 'title',
      width: 220,
      render: (o) => <InvestorCell user={o.user} canOpen={false} />,
    },
    {
      ...column('offer'),
      card: 'key',
      width: 180,
      render: (o) => (
        <>
          <Text size="sm">{offerTitle(o.offer)}</Text>
          <Text size="xs" c="dimmed">
            {o.series.name}
          </Text>
        </>
      ),
    },
    {
      ...column('date'),
      sortKey: 'date',
      // a phone's card shows when the order was placed (REQ-FINLIST-4)
      card: 'key',
      width: 150,
      render: (o) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(o.date)}</span>,
    },
    {
      ...column('totalAmount'),
      sortKey: 'totalAmount',
      card: 'key',
      width: 140,
      render: (o) => (
        <Text size="sm" fw={600} ta="end" style={{ whiteSpace: 'nowrap' }}>
          {money(o.totalAmount)}
        </Text>
      ),
    },
    {
      ...column('status'),
      sortKey: 'status',
      card: 'key',
      width: 130,
      render: (o) => <OrderStatusBadge status={o.status} />,
    },
    {
      ...column('transaction'),
      width: 170,
      hiddenByDefault: true,
      render: (o) =>
        o.transaction ? <TransactionStatusBadge status={o.transaction.status} /> : '—',
    },
    {
      ...column('quantity'),
      sortKey: 'quantity',
      width: 100,
      hiddenByDefault: true,
      render: (o) => o.quantity,
    },
    {
      ...column('pricePerShare'),
      width: 120,
      hiddenByDefault: true,
      render: (o) => (
        <Text size="sm" ta="end" style={{ whiteSpace: 'nowrap' }}>
          {money(o.pricePerShare)}
        </Text>
      ),
    },
  ];

  return (
    <ListTable
      title={t('orders.list.title')}
      state={list}
      result={orders}
      columns={columns}
      // six columns shown with the investor's e-mail: below this the table scrolls
      minWidth={900}
      rowKey={(o) => o.id}
      rowLabel={(o) => `#${o.id} ${personName(o.user)}`}
      filters={{
        investor: { label: t('money.investor'), placeholder: t('orders.list.searchPlaceholder') },
        status: { label: t('money.status'), choiceLabels: labels.order },
        ...offerFilters(filterOptions, { offer: t('money.offer'), series: t('money.series') }),
        date: { label: t('money.date') },
        totalAmount: { label: t('orders.list.amountRange'), range: true },
      }}
      createPath={
        can(investmentsPaths.routes.manualOrder.permission)
          ? investmentsPaths.routes.manualOrder.path
          : undefined
      }
      createLabel={t('orders.list.create')}
      editPath={
        can(ordersPaths.routes.record.permission)
          ? (o) => pathTo(ordersPaths.routes.record, o.id)
          : undefined
      }
      emptyMessage={t('orders.list.notFound')}
      exportPath={can('admin:order:export') ? ordersPaths.api : undefined}
      bulkActions={bulkActions}
      totals={totals}
      listId="orders"
    />
  );
}
