import type { OrderStatus, TransactionMethod, TransactionStatus } from '@backoffice/contract';
import { Badge, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { WRAPPING_BADGE } from '../../../shared/ui/wrapping-badge';
import { waitUntilState } from '../money-rules';
import { WARNING_TEXT } from '../../../shared/ui/warning-text';

const ORDER_COLORS: Record<OrderStatus, string> = {
  new: 'yellow',
  paid: 'blue',
  completed: 'teal',
  rejected: 'gray',
};

const TRANSACTION_COLORS: Record<TransactionStatus, string> = {
  pending: 'yellow',
  paid: 'teal',
  rejected: 'gray',
  expired: 'red',
};

/** REQ-MONEY-2: new is shown as Pending, rejected as Cancelled. The text carries the meaning. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={ORDER_COLORS[status]} tt="none" styles={WRAPPING_BADGE}>
      {t(`money.orderStatus.${status}`)}
    </Badge>
  );
}

export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={TRANSACTION_COLORS[status]} tt="none" styles={WRAPPING_BADGE}>
      {t(`money.transactionStatus.${status}`)}
    </Badge>
  );
}

export function useMethodLabel(): (method: TransactionMethod) => string {
  const { t } = useTranslation();
  return (method) => t(`money.method.${method}`);
}

/**
 * A payment deadline; within 24 h of it (or past it) while the money is still awaited, an icon
 * and a word say so, not a colour alone (WCAG 1.4.1).
 */
export function WaitUntilText({
  waitUntil,
  status,
}: {
  waitUntil: string | null;
  status: TransactionStatus;
}) {
  const { t } = useTranslation();
  if (!waitUntil) return <>—</>;
  const state = waitUntilState(waitUntil, status === 'pending');
  if (state !== 'nearExpiry' && state !== 'expired') return <>{formatDateTime(waitUntil)}</>;
  const Icon = state === 'expired' ? IconAlertTriangle : IconClockExclamation;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" data-wait-until={state}>
      <Icon
        size={16}
        aria-hidden
        style={{ flexShrink: 0, marginTop: 2 }}
        color="var(--mantine-color-orange-8)"
      />
      <div>
        <Text size="sm" fw={600}>
          {formatDateTime(waitUntil)}
        </Text>
        <Text size="xs" fw={600} c={WARNING_TEXT}>
          {t(state === 'expired' ? 'money.waitUntil.expired' : 'money.waitUntil.nearExpiry')}
        </Text>
      </div>
    </Group>
  );
}
