import { pathTo, refundsArea, refundsPaths } from '@backoffice/contract';
import type { RefundListItem } from '@backoffice/contract/refunds';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../shared/format/date-time';
import { areaColumns } from '../../../shared/list-table/area-columns';
import { ListTable, type ListColumn } from '../../../shared/list-table/list-table';
import { listTotalsOf } from '../../../shared/list-table/list-totals';
import { useListUrlState } from '../../../shared/list-table/use-list-url-state';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useCan } from '../../../shared/permissions/use-can';
import { refundsApi } from '../api/refunds-api';
import { RefundStatusBadge, useRefundReason } from '../components/refund-badges';
import { InvestorCell, personName } from '../components/money-refs';
import { useMoney } from '../components/use-money-format';

/**
 * `/refunds` (REQ-REFUND-6): money going back to investors, newest first; filters by status,
 * creation date, amount and investor; export.
 */
export function RefundListPage() {
  const { t, i18n } = useTranslation();
  const totals = listTotalsOf(
    refundsArea,
    i18n.language === 'en' ? 'en' : 'pl',
    refundsApi.keys.all,
  );
  useDocumentTitle(t('refunds.list.title'));
  const list = useListUrlState();
  const refunds = refundsApi.useList(list.apiQuery);
  const can = useCan();
  const money = useMoney();
  const reasonOf = useRefundReason();
  const column = areaColumns(t, 'refund');
  const columns: ListColumn<RefundListItem>[] = [
    { ...column('id'), sortKey: 'id', width: 70, render: (x) => `#${x.id}` },
    {
      ...column('investor'),
      card: 'title',
      width: 220,
      render: (x) => <InvestorCell user={x.user} canOpen={false} />,
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
      width: 130,
      render: (x) => <RefundStatusBadge status={x.status} />,
    },
    { ...column('order'), width: 90, render: (x) => `#${x.orderId}` },
    { ...column('reason'), width: 200, render: (x) => reasonOf(x) },
    {
      ...column('createdAt'),
      sortKey: 'createdAt',
      card: 'key',
      width: 150,
      render: (x) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(x.createdAt)}</span>,
    },
    {
      ...column('sentOn'),
      width: 120,
      hiddenByDefault: true,
      render: (x) => (x.sentOn ? formatDate(x.sentOn) : '—'),
    },
    {
      ...column('bankReference'),
      width: 160,
      hiddenByDefault: true,
      render: (x) => x.bankReference ?? '—',
    },
  ];
  return (
    <ListTable
      title={t('refunds.list.title')}
      state={list}
      result={refunds}
      columns={columns}
      minWidth={900}
      totals={totals}
      rowKey={(x) => x.id}
      rowLabel={(x) => `#${x.id} ${personName(x.user)}`}
      filters={{
        investor: {
          label: t('money.investor'),
          placeholder: t('refunds.list.searchPlaceholder'),
        },
        status: {
          label: t('money.status'),
          choiceLabels: {
            'to-send': t('refunds.status.to-send'),
            sent: t('refunds.status.sent'),
            cancelled: t('refunds.status.cancelled'),
          },
        },
        createdAt: { label: t('refunds.fields.createdAt') },
        amount: { label: t('refunds.fields.amount'), range: true },
      }}
      editPath={
        can(refundsPaths.routes.record.permission)
          ? (x) => pathTo(refundsPaths.routes.record, x.id)
          : undefined
      }
      emptyMessage={t('refunds.list.notFound')}
      exportPath={can('admin:refund:export') ? refundsPaths.api : undefined}
      listId="refunds"
    />
  );
}
