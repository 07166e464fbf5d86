import type { RefundListItem, RefundStatus } from '@backoffice/contract/refunds';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WRAPPING_BADGE } from '../../../shared/ui/wrapping-badge';

const REFUND_COLORS: Record<RefundStatus, string> = {
  'to-send': 'yellow',
  sent: 'teal',
  cancelled: 'gray',
};

/** A refund's status; the text carries the meaning, the colour only repeats it. */
export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={REFUND_COLORS[status]} tt="none" styles={WRAPPING_BADGE}>
      {t(`refunds.status.${status}`)}
    </Badge>
  );
}

/** A refund's reason as typed, or, for one the system made, why it exists. */
export function useRefundReason(): (refund: Pick<RefundListItem, 'reason' | 'source'>) => string {
  const { t } = useTranslation();
  return (refund) =>
    refund.reason === ''
      ? t(`refunds.source.${refund.source}`)
      : refund.source === 'manual'
        ? refund.reason
        : `${t(`refunds.source.${refund.source}`)}: ${refund.reason}`;
}
