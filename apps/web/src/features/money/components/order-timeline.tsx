import type { OrderEvent } from '@backoffice/contract';
import { Text, Timeline } from '@mantine/core';
import {
  IconCash,
  IconCheck,
  IconClockPlus,
  IconFileSpreadsheet,
  IconMail,
  IconMailExclamation,
  IconHourglassEmpty,
  IconUserCheck,
  IconUserQuestion,
  IconUserX,
  IconPencil,
  IconReceiptRefund,
  IconPlus,
  IconX,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/api/error-messages';
import { formatDate, formatDateTime } from '../../../shared/format/date-time';
import { useMoney } from './use-money-format';
import { actorName } from './money-refs';
import { approvalActionName } from './approval-action-name';

const ICONS = {
  created: IconPlus,
  paid: IconCash,
  accepted: IconCheck,
  rejected: IconX,
  edited: IconPencil,
  waitUntilExtended: IconClockPlus,
  spreadsheetDownloaded: IconFileSpreadsheet,
  expired: IconHourglassEmpty,
  approvalRequested: IconUserQuestion,
  approvalApproved: IconUserCheck,
  approvalRejected: IconUserX,
  approvalFailed: IconUserX,
  investorMailSent: IconMail,
  investorMailFailed: IconMailExclamation,
  transferReceived: IconCash,
  refundCreated: IconReceiptRefund,
  refundSent: IconReceiptRefund,
  refundCancelled: IconX,
} as const;

/** The investor mails' names on the timeline (REQ-INVMAIL-2), by template type. */
const MAIL_KINDS = [
  'order-accepted',
  'order-rejected',
  'deadline-extended',
  'payment-received',
  'refund-sent',
] as const;
function mailName(t: TFunction, kind: string): string {
  return (MAIL_KINDS as readonly string[]).includes(kind)
    ? t(`orders.events.mail.${kind as (typeof MAIL_KINDS)[number]}`)
    : kind;
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** What happened, in words, with the details the server keeps for the event's type. */
export function eventText(
  t: TFunction,
  event: OrderEvent,
  money: (amount: string) => string = (amount) => amount,
): string {
  const d = event.details;
  switch (event.type) {
    case 'created':
      return d.manual ? t('orders.events.createdManual') : t('orders.events.created');
    case 'accepted':
      return d.firstShareNumber !== undefined && d.lastShareNumber !== undefined
        ? t('orders.events.acceptedShares', {
            first: text(d.firstShareNumber),
            last: text(d.lastShareNumber),
          })
        : t('orders.events.accepted');
    case 'rejected':
      return text(d.reason)
        ? t('orders.events.rejectedReason', { reason: text(d.reason) })
        : t('orders.events.rejected');
    case 'edited':
      return d.fromQuantity !== undefined &&
        d.toQuantity !== undefined &&
        d.fromQuantity !== d.toQuantity
        ? `${t('orders.events.edited')}. ${t('orders.events.editedQuantity', {
            from: text(d.fromQuantity),
            to: text(d.toQuantity),
          })}`
        : t('orders.events.edited');
    case 'waitUntilExtended':
      return text(d.to)
        ? t('orders.events.waitUntilExtendedTo', { to: formatDateTime(text(d.to)) })
        : t('orders.events.waitUntilExtended');
    case 'transferReceived': {
      const said = t('orders.events.transferReceived', {
        amount: money(text(d.amount)),
        valueDate: formatDate(text(d.valueDate)),
        received: money(text(d.received)),
        due: money(text(d.due)),
      });
      return d.bankReference
        ? `${said}. ${t('orders.events.transferReceivedReference', { reference: text(d.bankReference) })}`
        : said;
    }
    case 'refundCreated':
      return t('orders.events.refundCreated', { amount: money(text(d.amount)) });
    case 'refundSent':
      return t('orders.events.refundSent', {
        amount: money(text(d.amount)),
        valueDate: formatDate(text(d.valueDate)),
        reference: text(d.bankReference),
      });
    case 'refundCancelled':
      return t('orders.events.refundCancelled', {
        amount: money(text(d.amount)),
        reason: text(d.reason),
      });
    case 'approvalRequested':
      return t('orders.events.approvalRequested', {
        action: approvalActionName(t, text(d.action)),
      });
    case 'approvalApproved':
    case 'approvalRejected':
    case 'approvalFailed': {
      // both people on the timeline (REQ-APPR-6): the event's actor decided, the maker asked
      const said = t(`orders.events.${event.type}`, {
        maker: text(d.makerName) || `#${text(d.makerId)}`,
        reason: translateApiError(t, { code: text(d.failureCode), message: text(d.failureCode) }),
      });
      return text(d.comment)
        ? `${said}. ${t('orders.events.approvalComment', { comment: text(d.comment) })}`
        : said;
    }
    case 'investorMailSent':
      return t('orders.events.investorMailSent', { mail: mailName(t, text(d.mail)) });
    case 'investorMailFailed':
      return d.willRetry
        ? t('orders.events.investorMailRetry', {
            mail: mailName(t, text(d.mail)),
            attempts: text(d.attempts),
            when: text(d.nextAttemptAt) ? formatDateTime(text(d.nextAttemptAt)) : '—',
          })
        : t('orders.events.investorMailFailed', {
            mail: mailName(t, text(d.mail)),
            attempts: text(d.attempts),
          });
    default:
      return t(`orders.events.${event.type}`);
  }
}

/**
 * The order's history (REQ-MONEY-5): every event with who (or the system) and when, oldest first.
 */
export function OrderTimeline({ events }: { events: readonly OrderEvent[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (events.length === 0) return <Text c="dimmed">{t('orders.form.noEvents')}</Text>;
  const ordered = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id);
  return (
    <Timeline
      active={ordered.length - 1}
      bulletSize={26}
      lineWidth={2}
      component="ol"
      p={0}
      data-order-timeline
    >
      {ordered.map((event) => {
        const Icon = ICONS[event.type];
        return (
          <Timeline.Item
            key={event.id}
            component="li"
            bullet={<Icon size={14} aria-hidden />}
            title={eventText(t, event, money)}
          >
            <Text size="sm" c="dimmed">
              {t('orders.events.by', {
                who: actorName(event.actor, t('money.system')),
                when: formatDateTime(event.at),
              })}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
