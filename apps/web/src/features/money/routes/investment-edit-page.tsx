import type { Investment } from '@backoffice/contract';
import { Button, Table, Text } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../shared/ui/scroll-table';
import { formatDate, formatDateTime } from '../../../shared/format/date-time';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { useCan } from '../../../shared/permissions/use-can';
import { DetailList } from '../../../shared/ui/detail-list';
import { YesNoBadge } from '../../../shared/ui/yes-no-badge';
import { investmentsApi } from '../api/investments-api';
import { OrderStatusBadge, TransactionStatusBadge } from '../components/money-badges';
import { investorAndOfferItems, RecordLink } from '../components/money-refs';
import { RecordPage, RecordSection } from '../components/record-page';
import { SharesTable } from '../components/shares-table';
import { useMoney } from '../components/use-money-format';

/**
 * `/investments/:id/edit` (REQ-MONEY-13): one investor's holding in one offer, with its shares,
 * dividends, transactions and orders, each linked; "Manual order" opens the order form for
 * this investor and offer.
 */
export function InvestmentEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  useDocumentTitle(t('pageTitle.record', { name: t('investments.list.title'), id }));
  const investment = investmentsApi.useOne(id);
  const can = useCan();
  const money = useMoney();

  const actions = (record: Investment) =>
    can('admin:investment:manual-order') ? (
      <Button
        component={Link}
        // the e-mail finds the investor for the picker's label (the search is by name or e-mail)
        to={`/orders/create?userId=${record.user.id}&offerId=${record.offer.id}&investor=${encodeURIComponent(record.user.email)}`}
        leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
      >
        {t('investments.overview.manualOrder')}
      </Button>
    ) : null;

  return (
    <RecordPage
      query={investment}
      listPath="/investments"
      listTitle={t('investments.list.title')}
      title={t('investments.overview.title')}
      actions={actions}
    >
      {(record) => (
        <>
          <RecordSection title={t('orders.form.details')} titleId="investment-details">
            <DetailList
              items={[
                ...investorAndOfferItems(t, can, record),
                {
                  key: 'numberOfShares',
                  label: t('investments.fields.numberOfShares'),
                  value: record.numberOfShares,
                },
                {
                  key: 'investedAmount',
                  label: t('investments.fields.investedAmount'),
                  value: <strong>{money(record.investedAmount)}</strong>,
                },
                {
                  key: 'hasPendingOrders',
                  label: t('investments.fields.hasPendingOrders'),
                  value: <YesNoBadge value={record.hasPendingOrders} />,
                },
                {
                  key: 'createdAt',
                  label: t('investments.fields.createdAt'),
                  value: formatDateTime(record.createdAt),
                },
              ]}
            />
          </RecordSection>
          <RecordSection title={t('investments.overview.shares')} titleId="investment-shares">
            {record.shares.length > 0 ? (
              <SharesTable shares={record.shares} />
            ) : (
              <Text c="dimmed">{t('investments.overview.noShares')}</Text>
            )}
          </RecordSection>
          <RecordSection title={t('investments.overview.dividends')} titleId="investment-dividends">
            {record.dividends.length > 0 ? (
              <ScrollTable minWidth={420} label={t('investments.overview.dividends')}>
                <Table verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('investments.overview.dividendTitle')}</Table.Th>
                      <Table.Th>{t('money.date')}</Table.Th>
                      <Table.Th style={{ textAlign: 'end' }}>{t('money.amount')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {record.dividends.map((dividend) => (
                      <Table.Tr key={dividend.id}>
                        <Table.Td>{dividend.title}</Table.Td>
                        <Table.Td>{formatDate(dividend.date)}</Table.Td>
                        <Table.Td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                          {money(dividend.amount)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
            ) : (
              <Text c="dimmed">{t('investments.overview.noDividends')}</Text>
            )}
          </RecordSection>
          <RecordSection
            title={t('investments.overview.transactions')}
            titleId="investment-transactions"
          >
            {record.transactions.length > 0 ? (
              <ScrollTable minWidth={560} label={t('investments.overview.transactions')}>
                <Table verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('orders.list.transaction')}</Table.Th>
                      <Table.Th>{t('transactions.fields.method')}</Table.Th>
                      <Table.Th>{t('money.status')}</Table.Th>
                      <Table.Th>{t('money.date')}</Table.Th>
                      <Table.Th style={{ textAlign: 'end' }}>{t('money.amount')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {record.transactions.map((x) => (
                      <Table.Tr key={x.id}>
                        <Table.Td>
                          <RecordLink
                            kind="transaction"
                            id={x.id}
                            allowed={can('admin:transaction:get')}
                          />
                        </Table.Td>
                        <Table.Td>{t(`money.method.${x.method}`)}</Table.Td>
                        <Table.Td>
                          <TransactionStatusBadge status={x.status} />
                        </Table.Td>
                        <Table.Td>{formatDateTime(x.date)}</Table.Td>
                        <Table.Td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                          {money(x.amount)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
            ) : (
              <Text c="dimmed">{t('investments.overview.noTransactions')}</Text>
            )}
          </RecordSection>
          <RecordSection title={t('investments.overview.orders')} titleId="investment-orders">
            {record.orders.length > 0 ? (
              <ScrollTable minWidth={620} label={t('investments.overview.orders')}>
                <Table verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('transactions.fields.order')}</Table.Th>
                      <Table.Th>{t('money.series')}</Table.Th>
                      <Table.Th>{t('orders.fields.quantity')}</Table.Th>
                      <Table.Th>{t('money.status')}</Table.Th>
                      <Table.Th>{t('money.date')}</Table.Th>
                      <Table.Th style={{ textAlign: 'end' }}>
                        {t('orders.fields.totalAmount')}
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {record.orders.map((o) => (
                      <Table.Tr key={o.id}>
                        <Table.Td>
                          <RecordLink kind="order" id={o.id} allowed={can('admin:order:get')} />
                        </Table.Td>
                        <Table.Td>{o.series.name}</Table.Td>
                        <Table.Td>{o.quantity}</Table.Td>
                        <Table.Td>
                          <OrderStatusBadge status={o.status} />
                        </Table.Td>
                        <Table.Td>{formatDateTime(o.date)}</Table.Td>
                        <Table.Td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                          {money(o.totalAmount)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
            ) : (
              <Text c="dimmed">{t('investments.overview.noOrders')}</Text>
            )}
          </RecordSection>
        </>
      )}
    </RecordPage>
  );
}
