import type { Transaction } from '@backoffice/contract';
import { Button } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Big from 'big.js';
import { formatDate, formatDateTime } from '../../../shared/format/date-time';
import { ConfirmTransferForm } from '../components/refund-forms';
import { formatPercent } from '../../../shared/format/money';
import { useContentLanguage } from '../../../shared/format/translatable';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { useCan } from '../../../shared/permissions/use-can';
import { openConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DetailList } from '../../../shared/ui/detail-list';
import { transactionsApi, useTransactionAction } from '../api/transactions-api';
import { ExtendWaitUntil } from '../components/extend-wait-until';
import {
  OrderStatusBadge,
  TransactionStatusBadge,
  WaitUntilText,
} from '../components/money-badges';
import { AwaitingApproval } from '../components/awaiting-approval';
import { actorName, investorAndOfferItems, personName, RecordLink } from '../components/money-refs';
import { RecordPage, RecordSection } from '../components/record-page';
import { runMoneyAction } from '../components/run-money-action';
import { useMoney } from '../components/use-money-format';

/**
 * `/transactions/:id/edit` (REQ-MONEY-11): every field with links to the order, investment, offer
 * and user; accept a bank transfer (the order becomes paid) and extend the deadline.
 */
export function TransactionEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  useDocumentTitle(t('pageTitle.record', { name: t('transactions.list.title'), id }));
  const transaction = transactionsApi.useOne(id);
  const action = useTransactionAction(id);
  const can = useCan();
  const money = useMoney();
  const language = useContentLanguage();
  const inFlight = useRef(false);
  const [running, setRunning] = useState<'accept' | 'extend' | null>(null);

  const run = async (kind: 'accept' | 'extend', go: () => Promise<unknown>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(kind);
    try {
      await runMoneyAction(
        t,
        go,
        kind === 'accept'
          ? {
              success: (answer: { pending?: boolean; value?: { status?: string } }) =>
                answer.pending
                  ? t('transactions.toast.sentForApproval')
                  : answer.value?.status === 'pending'
                    ? t('refunds.toast.received')
                    : t('transactions.toast.accepted'),
              error: t('transactions.toast.acceptError'),
            }
          : {
              success: t('transactions.toast.extended'),
              error: t('transactions.toast.extendError'),
            },
        () => transaction.refetch(),
      );
    } finally {
      inFlight.current = false;
      setRunning(null);
    }
  };

  const askAccept = (record: Transaction) =>
    openConfirmDialog({
      title: t('transactions.actions.accept'),
      message: t('transactions.actions.acceptConfirm', {
        amount: money(record.amount),
        investor: personName(record.user),
        order: record.orderId,
      }),
      confirmLabel: t('transactions.actions.accept'),
      cancelLabel: t('common.cancel'),
      onConfirm: () => void run('accept', () => action.mutateAsync({ action: 'accept' })),
    });

  // what the payment's state and this user's permissions allow, as the server answered it
  const actions = (record: Transaction) =>
    record.pendingApproval ? (
      <AwaitingApproval pending={record.pendingApproval} />
    ) : record.actions.accept ? (
      <Button
        // teal.9: white text on the theme's teal.8 is 3.95:1, under AA's 4.5:1
        color="teal.9"
        leftSection={<IconCheck size={16} aria-hidden />}
        loading={running === 'accept'}
        disabled={running !== null}
        onClick={() => askAccept(record)}
      >
        {t('transactions.actions.accept')}
      </Button>
    ) : null;

  return (
    <RecordPage
      query={transaction}
      listPath="/transactions"
      listTitle={t('transactions.list.title')}
      title={t('transactions.form.title')}
      badge={(record) => <TransactionStatusBadge status={record.status} />}
      actions={actions}
    >
      {(record) => (
        <>
          <RecordSection title={t('transactions.form.details')} titleId="transaction-details">
            <DetailList
              items={[
                {
                  key: 'type',
                  label: t('transactions.fields.type'),
                  value: t(`money.type.${record.type}`),
                },
                {
                  key: 'method',
                  label: t('transactions.fields.method'),
                  value: t(`money.method.${record.method}`),
                },
                {
                  key: 'methodId',
                  label: t('transactions.fields.methodId'),
                  value: record.methodId,
                },
                {
                  key: 'amount',
                  label: t('transactions.fields.amount'),
                  value: <strong>{money(record.amount)}</strong>,
                },
                {
                  key: 'originalAmount',
                  label: t('transactions.fields.originalAmount'),
                  value: money(record.originalAmount),
                },
                {
                  key: 'commission',
                  label: t('transactions.fields.commission'),
                  value: money(record.commission),
                },
                {
                  key: 'commissionPercent',
                  label: t('transactions.fields.commissionPercent'),
                  value: formatPercent(record.commissionPercent, language),
                },
                {
                  key: 'date',
                  label: t('transactions.fields.date'),
                  value: formatDateTime(record.date),
                },
                {
                  key: 'dateCompleted',
                  label: t('transactions.fields.dateCompleted'),
                  value: record.dateCompleted ? formatDateTime(record.dateCompleted) : null,
                },
                {
                  key: 'dateRejected',
                  label: t('transactions.fields.dateRejected'),
                  value: record.dateRejected ? formatDateTime(record.dateRejected) : null,
                },
                {
                  key: 'waitUntil',
                  label: t('transactions.fields.waitUntil'),
                  value: <WaitUntilText waitUntil={record.waitUntil} status={record.status} />,
                },
              ]}
            />
          </RecordSection>
          <RecordSection title={t('transactions.form.links')} titleId="transaction-links">
            <DetailList
              items={[
                ...investorAndOfferItems(t, can, record),
                {
                  key: 'order',
                  label: t('transactions.fields.order'),
                  value: (
                    <span>
                      <RecordLink
                        kind="order"
                        id={record.orderId}
                        allowed={can('admin:order:get')}
                      />{' '}
                      <OrderStatusBadge status={record.order.status} />
                    </span>
                  ),
                },
                {
                  key: 'investment',
                  label: t('transactions.fields.investment'),
                  value:
                    record.investmentId === null ? null : (
                      <RecordLink
                        kind="investment"
                        id={record.investmentId}
                        allowed={can('admin:investment:get')}
                      />
                    ),
                },
              ]}
            />
          </RecordSection>
          <RecordSection title={t('refunds.receipt.list')} titleId="transaction-receipts">
            <DetailList
              items={[
                {
                  key: 'received',
                  label: t('refunds.receipt.received'),
                  value: <strong>{money(record.received)}</strong>,
                },
                ...record.receipts.map((receipt) => ({
                  key: `receipt-${receipt.id}`,
                  label: formatDate(receipt.valueDate),
                  value: [
                    money(receipt.amount),
                    receipt.bankReference,
                    actorName(receipt.recordedBy, t('money.system')),
                  ]
                    .filter(Boolean)
                    .join(' · '),
                })),
              ]}
            />
          </RecordSection>
          {record.actions.accept && !record.pendingApproval ? (
            <RecordSection title={t('refunds.receipt.title')} titleId="receipt-title">
              <ConfirmTransferForm
                key={record.received}
                due={new Big(record.amount).minus(record.received).toFixed(2)}
                labelledBy="receipt-title"
                pending={running === 'accept'}
                disabled={running !== null}
                onSubmit={(body) =>
                  run('accept', () => action.mutateAsync({ action: 'accept', body }))
                }
              />
            </RecordSection>
          ) : null}
          {record.actions.extend ? (
            <RecordSection title={t('transactions.actions.extend')} titleId="extend-title">
              <ExtendWaitUntil
                key={record.waitUntil ?? ''}
                transaction={record}
                pending={running === 'extend'}
                disabled={running !== null}
                onExtend={(waitUntil) =>
                  run('extend', () => action.mutateAsync({ action: 'extend', body: { waitUntil } }))
                }
              />
            </RecordSection>
          ) : null}
        </>
      )}
    </RecordPage>
  );
}
