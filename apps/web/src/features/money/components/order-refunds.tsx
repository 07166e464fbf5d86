import type { Order } from '@backoffice/contract';
import { Anchor, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../shared/format/date-time';
import { useCan } from '../../../shared/permissions/use-can';
import { ScrollTable } from '../../../shared/ui/scroll-table';
import { useCreateRefund } from '../api/refunds-api';
import { CreateRefundForm } from './refund-forms';
import { RefundStatusBadge, useRefundReason } from './refund-badges';
import { runMoneyAction } from './run-money-action';
import { useMoney } from './use-money-format';

/**
 * The order's money (REQ-REFUND-3, REQ-REFUND-4): what arrived, what may still go back, its
 * refunds linked to their screens, and a refund by hand for holders of `admin:refund:create`.
 */
export function OrderRefunds({
  order,
  refresh,
}: {
  order: Order;
  refresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const money = useMoney();
  const reasonOf = useRefundReason();
  const create = useCreateRefund();
  const inFlight = useRef(false);
  const [running, setRunning] = useState(false);
  const canCreate = can('admin:refund:create') && Number(order.refundable) > 0;
  return (
    <Stack gap="sm">
      <Group gap="xl">
        <Text>
          {t('refunds.order.received')}: <strong>{money(order.received)}</strong>
        </Text>
        <Text>
          {t('refunds.order.refundable')}: <strong>{money(order.refundable)}</strong>
        </Text>
      </Group>
      {order.refunds.length === 0 ? (
        <Text c="dimmed">{t('refunds.order.none')}</Text>
      ) : (
        <ScrollTable label={t('refunds.list.title')} minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('refunds.fields.order')}</Table.Th>
                <Table.Th ta="end">{t('refunds.fields.amount')}</Table.Th>
                <Table.Th>{t('money.status')}</Table.Th>
                <Table.Th>{t('refunds.fields.reason')}</Table.Th>
                <Table.Th>{t('refunds.fields.createdAt')}</Table.Th>
                <Table.Th>{t('refunds.fields.sentOn')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.refunds.map((refund) => (
                <Table.Tr key={refund.id}>
                  <Table.Td>
                    {can('admin:refund:get') ? (
                      <Anchor component={Link} to={`/refunds/${refund.id}`}>
                        {t('refunds.order.link', { id: refund.id })}
                      </Anchor>
                    ) : (
                      t('refunds.order.link', { id: refund.id })
                    )}
                  </Table.Td>
                  <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                    {money(refund.amount)}
                  </Table.Td>
                  <Table.Td>
                    <RefundStatusBadge status={refund.status} />
                  </Table.Td>
                  <Table.Td>{reasonOf(refund)}</Table.Td>
                  <Table.Td>{formatDateTime(refund.createdAt)}</Table.Td>
                  <Table.Td>
                    {refund.sentOn
                      ? `${formatDate(refund.sentOn)}${refund.bankReference ? ` · ${refund.bankReference}` : ''}`
                      : '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {canCreate ? (
        <Stack gap="xs">
          <Title order={3} size="h5" id="order-refund-create">
            {t('refunds.order.create')}
          </Title>
          <CreateRefundForm
            key={order.refundable}
            refundable={order.refundable}
            labelledBy="order-refund-create"
            pending={running}
            disabled={running}
            onSubmit={async (values) => {
              if (inFlight.current) return;
              inFlight.current = true;
              setRunning(true);
              try {
                await runMoneyAction(
                  t,
                  () => create.mutateAsync({ orderId: order.id, ...values }),
                  { success: t('refunds.toast.created'), error: t('refunds.toast.createError') },
                  refresh,
                );
                await refresh();
              } finally {
                inFlight.current = false;
                setRunning(false);
              }
            }}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
