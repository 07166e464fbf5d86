import { transactionsArea, transactionsPaths, pathTo } from '@backoffice/contract';
import type { TransactionListItem } from '@backoffice/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { ListTable, type ListColumn } from '../../../shared/list-table/list-table';
import { areaColumns } from '../../../shared/list-table/area-columns';
import { useListUrlState } from '../../../shared/list-table/use-list-url-state';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useCan } from '../../../shared/permissions/use-can';
import { listTotalsOf } from '../../../shared/list-table/list-totals';
import { useTransactionBulkActions } from '../components/money-bulk-actions';
import { transactionsApi } from '../api/transactions-api';
import { TransactionStatusBadge, WaitUntilText } from '../components/money-badges';
import { InvestorCell, personName, useOfferTitle } from '../components/money-refs';
import { useStatusFilterLabels } from '../components/status-filter-labels';
import { useMoney } from '../components/use-money-format';
import { offerFilters, useFilterOptions } from '../components/use-filter-options';

/**
 * `/transactions` (REQ-MONEY-11): id, type, method, status, amount, commission, date, waitUntil
 * (flagged within 24 h of expiry), investor and offer; filters and sorting as for orders.
 */
export function TransactionListPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('transactions.list.title'));
  const list = useListUrlState();
  const transactions = transactionsApi.useList(list.apiQuery);
  const can = useCan();
  const money = useMoney();
  const filterOptions = useFilterOptions(can('admin:investment:manual-order'));
  const offerTitle = useOfferTitle();
  const labels = useStatusFilterLabels();
  const bulkActions = useTransactionBulkActions(transactionsPaths.api, list.apiQuery);
  const totals = listTotalsOf(
    transactionsArea,
    i18n.language === 'en' ? 'en' : 'pl',
    transactionsApi.keys.all,
  );

  // What finance acts on first, from the left: at 1280 px the table has about 960 px beside the
  // sidebar, which end after the payment deadline; method, type and commission wait in the
  // column chooser
  const column = areaColumns(t, 'transaction');
  const columns: ListColumn<TransactionListItem>[] = [
    {
      ...column('id'),
      sortKey: 'id',
      card: 'key',
      width: 70,
      render: (x) => `#${x.id}`,
    },
    {
      ...column('investor'),
      card: 'title',
      width: 220,
      render: (x) => <InvestorCell user={x.user} canOpen={false} />,
    },
    {
      ...column('offer'),
      card: 'key',
      width: 160,
      render: (x) => offerTitle(x.offer),
    },
    {
      ...column('amount'),
      sortKey: 'amount',
      card: 'key',
      width: 140,
      render: (x) => (
        <Text size="sm" fw={600} ta="end" style={{ whiteSpace: 'nowrap' }}>
          {money(x.amount)}
        </Text>
      ),
    },
    {
      ...column('status'),
      sortKey: 'status',
      card: 'key',
      width: 170,
      render: (x) => <TransactionStatusBadge status={x.status} />,
    },
    {
      ...column('date'),
      sortKey: 'date',
      width: 150,
      render: (x) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(x.date)}</span>,
    },
    {
      ...column('waitUntil'),
      sortKey: 'waitUntil',
      card: 'key',
      width: 170,
      render: (x) => <WaitUntilText waitUntil={x.waitUntil} status={x.status} />,
      // a phone's card: how it is paid and, by status, when it was booked or is due
      cardField: {
        label: t('transactions.list.cardPayment'),
        render: (x) => (
          <>
            {t(`money.method.${x.method}`)} ·{' '}
            {x.status === 'paid' && x.dateCompleted ? (
              t('transactions.list.bookedOn', { date: formatDateTime(x.dateCompleted) })
            ) : x.status === 'pending' ? (
              <WaitUntilText waitUntil={x.waitUntil} status={x.status} />
            ) : (
              formatDateTime(x.dateRejected ?? x.date)
            )}
          </>
        ),
      },
    },
    {
      ...column('method'),
      width: 130,
      hiddenByDefault: true,
      render: (x) => t(`money.method.${x.method}`),
    },
    {
      ...column('type'),
      width: 90,
      hiddenByDefault: true,
      render: (x) => t(`money.type.${x.type}`),
    },
    {
      ...column('commission'),
      width: 120,
      hiddenByDefault: true,
      render: (x) => (
        <Text size="sm" ta="end" style={{ whiteSpace: 'nowrap' }}>
          {money(x.commission)}
        </Text>
      ),
    },
  ];

  return (
    <ListTable
      title={t('transactions.list.title')}
      state={list}
      result={transactions}
      columns={columns}
      // seven columns shown: below this the table scrolls
      minWidth={900}
      rowKey={(x) => x.id}
      rowLabel={(x) => `#${x.id} ${personName(x.user)}`}
      filters={{
        investor: {
          label: t('money.investor'),
          placeholder: t('transactions.list.searchPlaceholder'),
        },
        status: { label: t('money.status'), choiceLabels: labels.transaction },
        method: { label: t('transactions.fields.method'), choiceLabels: labels.method },
        ...offerFilters(filterOptions, { offer: t('money.offer') }),
        date: { label: t('money.date') },
        amount: { label: t('transactions.fields.amount'), range: true },
      }}
      editPath={
        can(transactionsPaths.routes.record.permission)
          ? (x) => pathTo(transactionsPaths.routes.record, x.id)
          : undefined
      }
      emptyMessage={t('transactions.list.notFound')}
      exportPath={can('admin:transaction:export') ? transactionsPaths.api : undefined}
      bulkActions={bulkActions}
      totals={totals}
      listId="transactions"
    />
  );
}
