import type { Share } from '@backoffice/contract';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { useMoney } from './use-money-format';

/** Issued shares (series, number, price, date), on the order and on the investment. */
export function SharesTable({ shares }: { shares: readonly Share[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs" data-shares>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('money.series')}</Table.Th>
            <Table.Th>{t('orders.form.shareNumber')}</Table.Th>
            <Table.Th style={{ textAlign: 'end' }}>{t('orders.form.price')}</Table.Th>
            <Table.Th>{t('money.date')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shares.map((share) => (
            <Table.Tr key={share.id}>
              <Table.Td>{share.series.name}</Table.Td>
              <Table.Td>{share.shareNumber}</Table.Td>
              <Table.Td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                {money(share.price)}
              </Table.Td>
              <Table.Td>{formatDateTime(share.date)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
