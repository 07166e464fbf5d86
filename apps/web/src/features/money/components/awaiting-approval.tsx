import type { Order } from '@backoffice/contract';
import { Alert } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { actorName } from './money-refs';

/**
 * Said instead of a record's action buttons while a money action on its order waits for a
 * second person (REQ-APPR-5): the order's and its transaction's records show the same line.
 */
export function AwaitingApproval({ pending }: { pending: NonNullable<Order['pendingApproval']> }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconHourglass size={16} aria-hidden />}
      data-awaiting-approval
    >
      {t('money.awaitingApproval', { maker: actorName(pending.maker, t('money.system')) })}
    </Alert>
  );
}
