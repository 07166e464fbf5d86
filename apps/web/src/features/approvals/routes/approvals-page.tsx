import {
  APPROVAL_ACTIONS,
  type Approval,
  type ApprovalAction,
} from '@backoffice/contract/approvals';
import { ordersPaths, pathTo } from '@backoffice/contract';
import { Anchor, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/date-time';
import { formatPln } from '../../../shared/format/money';
import { useContentLanguage } from '../../../shared/format/translatable';
import { areaColumns } from '../../../shared/list-table/area-columns';
import { ListTable, type ListColumn } from '../../../shared/list-table/list-table';
import { useListUrlState } from '../../../shared/list-table/use-list-url-state';
import { useDocumentTitle } from '../../../shared/navigation/use-document-title';
import { useCan } from '../../../shared/permissions/use-can';
import { openConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { errorMessages } from '../../../shared/api/error-messages';
import { showToast } from '../../../shared/notifications/toast';
import { useApprovals, useDecideApproval } from '../api/approvals-api';

const ACTION_KEYS = {
  'order.accept': 'approvals.actions.orderAccept',
  'transaction.accept': 'approvals.actions.transactionAccept',
  'order.manual': 'approvals.actions.orderManual',
  'refund.send': 'approvals.actions.refundSend',
} as const;

const actionName = (t: TFunction, action: ApprovalAction) => t(ACTION_KEYS[action]);

function person(p: Approval['maker']): string {
  if (!p) return '—';
  return `${p.firstName} ${p.lastName}`.trim() || p.email;
}

/**
 * `/approvals` (REQ-APPR-3, REQ-APPR-4): money actions waiting for a second person, oldest
 * first, with maker, action, amount, order and investor; filters by action and maker. Each
 * row opens its order (where the request shows on the timeline) and is approved or rejected
 * with an optional comment. The server refuses the maker's own approval.
 */
export function ApprovalsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('approvals.title'));
  const language = useContentLanguage();
  const list = useListUrlState();
  const approvals = useApprovals(list.apiQuery);
  const decide = useDecideApproval();
  const can = useCan();
  const column = areaColumns(t, 'approval');
  const money = (amount: string) => formatPln(amount, language);

  const ask = (approval: Approval, decision: 'approve' | 'reject') => {
    let comment = '';
    const words = {
      action: actionName(t, approval.action),
      amount: money(approval.amount),
      maker: person(approval.maker),
    };
    openConfirmDialog({
      title: t(decision === 'approve' ? 'approvals.approveTitle' : 'approvals.rejectTitle'),
      message: (
        <Stack gap="sm">
          <Text size="sm">
            {t(
              decision === 'approve' ? 'approvals.approveMessage' : 'approvals.rejectMessage',
              words,
            )}
          </Text>
          <Textarea
            label={t('approvals.comment')}
            description={t('approvals.commentHint')}
            autosize
            minRows={2}
            maxLength={1000}
            onChange={(event) => {
              comment = event.currentTarget.value;
            }}
          />
        </Stack>
      ),
      confirmLabel: t(decision === 'approve' ? 'approvals.approve' : 'approvals.reject'),
      cancelLabel: t('common.cancel'),
      destructive: decision === 'reject',
      onConfirm: () =>
        void decide.mutateAsync({ id: approval.id, decision, comment }).then(
          () =>
            showToast(
              'success',
              t(decision === 'approve' ? 'approvals.toast.approved' : 'approvals.toast.rejected'),
            ),
          (error: unknown) =>
            showToast(
              'error',
              errorMessages(t, error).join(' '),
              t(
                decision === 'approve'
                  ? 'approvals.toast.approveError'
                  : 'approvals.toast.rejectError',
              ),
            ),
        ),
    });
  };

  const columns: ListColumn<Approval>[] = [
    {
      ...column('requestedAt'),
      sortKey: 'requestedAt',
      card: 'key',
      width: 160,
      render: (a) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(a.requestedAt)}
        </Text>
      ),
    },
    {
      ...column('action'),
      card: 'title',
      render: (a) => actionName(t, a.action),
    },
    {
      ...column('amount'),
      sortKey: 'amount',
      card: 'key',
      render: (a) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {money(a.amount)}
        </Text>
      ),
    },
    { ...column('maker'), card: 'key', render: (a) => person(a.maker) },
    {
      ...column('order'),
      card: 'key',
      render: (a) =>
        a.orderId === null ? (
          <Text size="sm" c="dimmed">
            {t('approvals.noOrder')}
          </Text>
        ) : can(ordersPaths.routes.record.permission) ? (
          <Anchor
            component={Link}
            to={pathTo(ordersPaths.routes.record, a.orderId)}
            size="sm"
            aria-label={t('approvals.open', { id: a.orderId })}
          >
            {t('approvals.orderRef', { id: a.orderId })}
          </Anchor>
        ) : (
          t('approvals.orderRef', { id: a.orderId })
        ),
    },
    { ...column('investor'), card: 'key', render: (a) => person(a.investor) },
  ];

  const mayDecide = can('admin:approval:approve');
  return (
    <ListTable
      title={t('approvals.title')}
      state={list}
      result={approvals}
      columns={columns}
      rowKey={(a) => a.id}
      rowLabel={(a) =>
        t('approvals.rowLabel', {
          action: actionName(t, a.action),
          amount: money(a.amount),
          maker: person(a.maker),
        })
      }
      filters={{
        action: {
          label: t('approvals.fields.action'),
          choiceLabels: Object.fromEntries(
            APPROVAL_ACTIONS.map((action) => [action, actionName(t, action)]),
          ),
        },
        makerId: { label: t('approvals.fields.maker') },
      }}
      extraActions={
        mayDecide
          ? (a) => [
              {
                key: 'approve',
                text: t('approvals.approve'),
                label: `${t('approvals.approve')}: ${actionName(t, a.action)} ${money(a.amount)}`,
                icon: <IconCheck size={16} aria-hidden />,
                onClick: () => ask(a, 'approve'),
              },
              {
                key: 'reject',
                text: t('approvals.reject'),
                label: `${t('approvals.reject')}: ${actionName(t, a.action)} ${money(a.amount)}`,
                icon: <IconX size={16} aria-hidden />,
                onClick: () => ask(a, 'reject'),
              },
            ]
          : undefined
      }
      emptyMessage={t('approvals.notFound')}
      listId="approvals"
    />
  );
}
