import { investmentsPaths, pathTo } from '@backoffice/contract';
import type { InvestmentListItem } from '@backoffice/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn } from '../../../shared/list-table/list-table';
import { areaColumns } from '../../../shared/list-table/area-columns';
import { useListUrlState } from '../../../shared/list-table/use-list-url-state';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useCan } from '../../../shared/permissions/use-can';
import { YesNoBadge } from '../../../shared/ui/yes-no-badge';
import { investmentsApi } from '../api/investments-api';
import { InvestorCell, personName, useOfferTitle } from '../components/money-refs';
import { useMoney } from '../components/use-money-format';
import { offerFilters, useFilterOptions } from '../components/use-filter-options';

/** `/investments` (REQ-MONEY-13): investor, offer, shares, invested amount, pending orders. */
export function InvestmentListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('investments.list.title'));
  const list = useListUrlState();
  const investments = investmentsApi.useList(list.apiQuery);
  const can = useCan();
  const money = useMoney();
  const filterOptions = useFilterOptions(can('admin:investment:manual-order'));
  const offerTitle = useOfferTitle();

  const column = areaColumns(t, 'investment');

  const columns: ListColumn<InvestmentListItem>[] = [
    {
      ...column('investor'),
      card: 'title',
      width: 260,
      render: (x) => <InvestorCell user={x.user} canOpen={false} />,
    },
    { ...column('offer'), render: (x) => offerTitle(x.offer) },
    {
      ...column('numberOfShares'),
      sortKey: 'numberOfShares',
      card: 'key',
      width: 150,
      render: (x) => x.numberOfShares,
    },
    {
      ...column('investedAmount'),
      sortKey: 'investedAmount',
      card: 'key',
      width: 170,
      render: (x) => (
        <Text size="sm" fw={600} ta="end" style={{ whiteSpace: 'nowrap' }}>
          {money(x.investedAmount)}
        </Text>
      ),
    },
    {
      ...column('hasPendingOrders'),
      card: 'key',
      width: 150,
      render: (x) => <YesNoBadge value={x.hasPendingOrders} />,
    },
  ];

  return (
    <ListTable
      title={t('investments.list.title')}
      state={list}
      result={investments}
      columns={columns}
      minWidth={900}
      rowKey={(x) => x.id}
      rowLabel={(x) => `${personName(x.user)} – ${offerTitle(x.offer)}`}
      filters={{
        investor: {
          label: t('money.investor'),
          placeholder: t('investments.list.searchPlaceholder'),
        },
        ...offerFilters(filterOptions, { offer: t('money.offer') }),
        hasPendingOrders: { label: t('investments.list.pending') },
      }}
      editPath={
        can(investmentsPaths.routes.record.permission)
          ? (x) => pathTo(investmentsPaths.routes.record, x.id)
          : undefined
      }
      emptyMessage={t('investments.list.notFound')}
      exportPath={can('admin:investment:export') ? investmentsPaths.api : undefined}
      listId="investments"
    />
  );
}
