import type { Refund } from '@backoffice/contract/refunds';
import { Alert } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../shared/format/date-time';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useIdParam } from '../../../shared/navigation/use-id-param';
import { useCan } from '../../../shared/permissions/use-can';
import { DetailList } from '../../../shared/ui/detail-list';
import { refundsApi, useRefundAction, type RefundActionInput } from '../api/refunds-api';
import { actorName, InvestorCell, RecordLink } from '../components/money-refs';
import { RecordPage, RecordSection } from '../components/record-page';
import { CancelRefundForm, SendRefundForm } from '../components/refund-forms';
import { RefundStatusBadge, useRefundReason } from '../components/refund-badges';
import { runMoneyAction } from '../components/run-money-action';
import { useMoney } from '../components/use-money-format';

/**
 * `/refunds/:id` (REQ-REFUND-6): the refund, its order and investor, who made, sent or cancelled
 * it; "mark sent" (value date, bank reference; four eyes above the threshold) and "cancel".
 */
export function RefundRecordPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  useDocumentTitle(t('pageTitle.record', { name: t('refunds.list.title'), id }));
  const refund = refundsApi.useOne(id);
  const action = useRefundAction(id);
  const can = useCan();
  const money = useMoney();
  const reasonOf = useRefundReason();
  const inFlight = useRef(false);
  const [running, setRunning] = useState<RefundActionInput['action'] | null>(null);

  const run = async (input: RefundActionInput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(input.action);
    try {
      await runMoneyAction(
        t,
        () => action.mutateAsync(input),
        input.action === 'send'
          ? {
              success: (answer: { pending?: boolean }) =>
                answer.pending ? t('refunds.toast.sentForApproval') : t('refunds.toast.sent'),
              error: t('refunds.toast.sendError'),
            }
          : { success: t('refunds.toast.cancelled'), error: t('refunds.toast.cancelError') },
        () => refund.refetch(),
      );
    } finally {
      inFlight.current = false;
      setRunning(null);
    }
  };

  const none = t('money.system');
  return (
    <RecordPage
      query={refund}
      listPath="/refunds"
      listTitle={t('refunds.list.title')}
      title={t('refunds.form.title')}
      badge={(record: Refund) => <RefundStatusBadge status={record.status} />}
    >
      {(record) => (
        <>
          {record.pendingApprovalId !== null ? (
            <Alert color="yellow" title={t('refunds.awaitingApproval')}>
              {t('refunds.awaitingApprovalHint')}
            </Alert>
          ) : null}
          <RecordSection title={t('refunds.form.details')} titleId="refund-details">
            <DetailList
              items={[
                {
                  key: 'amount',
                  label: t('refunds.fields.amount'),
                  value: <strong>{money(record.amount)}</strong>,
                },
                { key: 'reason', label: t('refunds.fields.reason'), value: reasonOf(record) },
                {
                  key: 'investor',
                  label: t('money.investor'),
                  value: <InvestorCell user={record.user} canOpen={can('admin:user:get')} />,
                },
                {
                  key: 'order',
                  label: t('refunds.fields.order'),
                  value: (
                    <RecordLink kind="order" id={record.orderId} allowed={can('admin:order:get')} />
                  ),
                },
                {
                  key: 'createdAt',
                  label: t('refunds.fields.createdAt'),
                  value: `${formatDateTime(record.createdAt)} (${actorName(record.createdBy, none)})`,
                },
                {
                  key: 'sentOn',
                  label: t('refunds.fields.sentOn'),
                  value: record.sentOn
                    ? `${formatDate(record.sentOn)} (${actorName(record.sentBy, none)})`
                    : null,
                },
                {
                  key: 'bankReference',
                  label: t('refunds.fields.bankReference'),
                  value: record.bankReference,
                },
                {
                  key: 'cancelReason',
                  label: t('refunds.fields.cancelReason'),
                  value:
                    record.cancelledAt && record.cancelReason
                      ? `${record.cancelReason} (${actorName(record.cancelledBy, none)}, ${formatDateTime(record.cancelledAt)})`
                      : null,
                },
              ]}
            />
          </RecordSection>
          {record.actions.send ? (
            <RecordSection title={t('refunds.actions.send')} titleId="refund-send-title">
              <SendRefundForm
                labelledBy="refund-send-title"
                pending={running === 'send'}
                disabled={running !== null}
                onSubmit={(body) => run({ action: 'send', body })}
              />
            </RecordSection>
          ) : null}
          {record.actions.cancel ? (
            <RecordSection title={t('refunds.actions.cancel')} titleId="refund-cancel-title">
              <CancelRefundForm
                labelledBy="refund-cancel-title"
                pending={running === 'cancel'}
                disabled={running !== null}
                onSubmit={(body) => run({ action: 'cancel', body })}
              />
            </RecordSection>
          ) : null}
        </>
      )}
    </RecordPage>
  );
}
