import type { Share } from '@backoffice/contract';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../shared/ui/scroll-table';
import { formatDateTime } from '../../../shared/format/date-time';
import { shareRanges } from '../money-rules';
import { useMoney } from './use-money-format';

/**
 * Issued shares (series, numbers, price, date), on the order and on the investment, as runs of
 * consecutive numbers: an order of thousands of shares stays a line.
 */
export function SharesTable({ shares }: { shares: readonly Share[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ScrollTable minWidth={520} label={t('investments.overview.shares')}>
      <Table verticalSpacing="xs" data-shares>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('money.series')}</Table.Th>
            <Table.Th>{t('orders.form.shareNumber')}</Table.Th>
            <Table.Th>{t('orders.form.shareCount')}</Table.Th>
            <Table.Th style={{ textAlign: 'end' }}>{t('orders.form.price')}</Table.Th>
            <Table.Th>{t('money.date')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shareRanges(shares).map(({ first, last, count }) => (
            <Table.Tr key={first.id}>
              <Table.Td>{first.series.name}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {count === 1 ? first.shareNumber : `${first.shareNumber}–${last.shareNumber}`}
              </Table.Td>
              <Table.Td>{count}</Table.Td>
              <Table.Td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                {money(first.price)}
              </Table.Td>
              <Table.Td>{formatDateTime(first.date)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
