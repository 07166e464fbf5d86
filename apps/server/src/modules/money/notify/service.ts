import { and, asc, eq, sql } from 'drizzle-orm';
import { businessDateTimeText, type Language } from '@backoffice/contract';
import type { DbOrTx, Db } from '../../../core/db/database.js';
import { inTransaction } from '../../../core/db/transaction.js';
import { greeting } from '../../../core/mail/greeting.js';
import type { Mailer } from '../../../core/mail/mailer.js';
import { users } from '../../../db/schema/index.js';
import { renderEmail } from '../../email-templates/service.js';
import { offer } from '../../offers/schema.js';
import { series } from '../../series/schema.js';
import { insertEvent } from '../orders/repository.js';
import { orders, shares } from '../orders/schema.js';
import { investorMails } from './schema.js';

/**
 * What an investor is told about their money (REQ-INVMAIL-1), one template each:
 * `accepted` (the share numbers), `rejected` (the reason, and the refund when one is due),
 * `extended` (the new deadline), `partPaid` (what arrived, what is left) and `refundSent`.
 */
export type InvestorNotice =
  | { kind: 'accepted'; orderId: number }
  | { kind: 'rejected'; orderId: number; reason: string; refundAmount?: string | null }
  | { kind: 'extended'; orderId: number; waitUntil: Date }
  | {
      kind: 'partPaid';
      orderId: number;
      amountReceived: string;
      amountLeft: string;
      waitUntil: Date | null;
    }
  | { kind: 'refundSent'; orderId: number; amount: string; bankReference?: string | null };

const TEMPLATE = {
  accepted: 'order-accepted',
  rejected: 'order-rejected',
  extended: 'deadline-extended',
  partPaid: 'payment-received',
  refundSent: 'refund-sent',
} as const;

/** Sends after the first failure wait this long, then longer (minutes); past the last: `failed`. */
const RETRY_MINUTES = [1, 5, 30, 120, 720] as const;
export const MAX_ATTEMPTS = RETRY_MINUTES.length + 1;
/** A claimed row is left alone this long: an instance that died mid-send frees it after. */
const CLAIM_MS = 10 * 60 * 1000;

/** `3500.5` → `3 500,50` (pl) / `3,500.50` (en), from the decimal string: never a float. */
export function formatAmount(decimal: string, language: Language): string {
  const negative = decimal.trim().startsWith('-');
  const [whole = '0', fraction = ''] = decimal.trim().replace(/^-/, '').split('.');
  const cents = `${fraction}00`.slice(0, 2);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, language === 'pl' ? '\u00a0' : ',');
  return `${negative ? '-' : ''}${grouped}${language === 'pl' ? ',' : '.'}${cents}`;
}

/** Share numbers as ranges: `1–3, 7, 9–10`, with the series when the order spans several. */
export function shareRanges(numbers: readonly number[]): string {
  const sorted = [...numbers].sort((a, b) => a - b);
  const parts: string[] = [];
  let start = sorted[0];
  let prev = start;
  for (const n of [...sorted.slice(1), Number.NaN]) {
    if (start === undefined || prev === undefined) break;
    if (n === prev + 1) {
      prev = n;
      continue;
    }
    parts.push(start === prev ? `${start}` : `${start}–${prev}`);
    start = n;
    prev = n;
  }
  return parts.join(', ');
}

function refundSentence(amount: string | null | undefined, language: Language): string {
  if (!amount) return '';
  return language === 'pl'
    ? `Zwrócimy ${formatAmount(amount, 'pl')} zł na Twoje konto bankowe.`
    : `We will refund PLN ${formatAmount(amount, 'en')} to your bank account.`;
}

/**
 * Queues the mail that tells the investor of an order what just happened to it (REQ-INVMAIL-2).
 * Call it inside the money action's transaction: the row commits with the action or not at all,
 * and the send happens later (`deliverInvestorMails`), so a mail server that is down never blocks
 * nor fails the action. The template's values are fixed now, in the investor's language.
 */
export async function notifyInvestor(tx: DbOrTx, notice: InvestorNotice, now: Date): Promise<void> {
  const [row] = await tx
    .select({
      orderId: orders.id,
      userId: orders.userId,
      totalAmount: orders.totalAmount,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      language: users.language,
      deletedAt: users.deletedAt,
      offerTitle: offer.title,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(offer, eq(offer.id, orders.offerId))
    .where(eq(orders.id, notice.orderId));
  // an erased or deleted account has nobody to write to
  if (!row || row.deletedAt) return;
  const language: Language = row.language === 'en' ? 'en' : 'pl';
  const params: Record<string, string> = {
    greeting: greeting(row.firstName, language),
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    order_number: String(row.orderId),
    offer: row.offerTitle[language] || row.offerTitle.pl,
    amount: formatAmount(row.totalAmount, language),
  };
  switch (notice.kind) {
    case 'accepted': {
      const issued = await tx
        .select({ number: shares.shareNumber, seriesName: series.name })
        .from(shares)
        .innerJoin(series, eq(series.id, shares.seriesId))
        .where(eq(shares.orderId, notice.orderId))
        .orderBy(asc(shares.seriesId), asc(shares.shareNumber));
      const bySeries = new Map<string, number[]>();
      for (const s of issued)
        bySeries.set(s.seriesName, [...(bySeries.get(s.seriesName) ?? []), s.number]);
      params.share_numbers =
        bySeries.size > 1
          ? [...bySeries].map(([name, numbers]) => `${name}: ${shareRanges(numbers)}`).join('; ')
          : shareRanges(issued.map((s) => s.number));
      break;
    }
    case 'rejected':
      params.reason =
        notice.reason.trim() || (language === 'pl' ? 'nie został podany.' : 'not given.');
      params.refund = refundSentence(notice.refundAmount, language);
      break;
    case 'extended':
      params.deadline = businessDateTimeText(notice.waitUntil);
      break;
    case 'partPaid':
      params.amount_received = formatAmount(notice.amountReceived, language);
      params.amount_left = formatAmount(notice.amountLeft, language);
      params.deadline = notice.waitUntil ? businessDateTimeText(notice.waitUntil) : '—';
      break;
    case 'refundSent':
      params.refund_amount = formatAmount(notice.amount, language);
      params.bank_reference = notice.bankReference ?? `ORDER-${notice.orderId}`;
      break;
  }
  await tx.insert(investorMails).values({
    orderId: row.orderId,
    userId: row.userId,
    kind: TEMPLATE[notice.kind],
    language,
    params,
    nextAttemptAt: now,
    createdAt: now,
  });
}

/** The pause before the next try after `attempts` failed sends. */
function retryAt(now: Date, attempts: number): Date {
  const minutes = RETRY_MINUTES[Math.min(attempts - 1, RETRY_MINUTES.length - 1)] ?? 60;
  return new Date(now.getTime() + minutes * 60 * 1000);
}

/**
 * Sends the queued investor mails that are due, up to `limit`: each row is claimed first (its
 * next attempt moved past the send) in a short transaction with `SKIP LOCKED`, so instances
 * running this at once take different rows and no lock is held while the mail server answers.
 * A send that fails is tried again later; each outcome is an event on the order's timeline.
 * Answers how many were sent.
 */
export async function deliverInvestorMails(
  db: Db,
  mailer: Mailer,
  now: Date,
  limit = 50,
): Promise<number> {
  const claimed = await inTransaction(db, async (tx) => {
    const due = await tx
      .select()
      .from(investorMails)
      .where(and(eq(investorMails.status, 'queued'), sql`${investorMails.nextAttemptAt} <= ${now}`))
      .orderBy(investorMails.nextAttemptAt, investorMails.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const mail of due) {
      await tx
        .update(investorMails)
        .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
        .where(eq(investorMails.id, mail.id));
    }
    return due;
  });
  let sent = 0;
  for (const mail of claimed) {
    const [to] = await db
      .select({ email: users.email, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, mail.userId));
    let failure: string | null = null;
    if (!to || to.deletedAt) {
      failure = 'the account was deleted';
    } else {
      try {
        const message = await renderEmail(db, mail.kind, mail.language, to.email, mail.params);
        await mailer.send(message);
      } catch (error) {
        failure = error instanceof Error ? error.message.slice(0, 500) : 'send failed';
      }
    }
    const attempts = mail.attempts + 1;
    await inTransaction(db, async (tx) => {
      if (failure === null) {
        sent += 1;
        await tx
          .update(investorMails)
          .set({ status: 'sent', attempts, sentAt: now, lastError: null })
          .where(eq(investorMails.id, mail.id));
        await insertEvent(tx, mail.orderId, 'investorMailSent', null, now, {
          mail: mail.kind,
          attempts,
        });
        return;
      }
      const gaveUp = attempts >= MAX_ATTEMPTS || !to || to.deletedAt !== null;
      await tx
        .update(investorMails)
        .set({
          status: gaveUp ? 'failed' : 'queued',
          attempts,
          lastError: failure,
          nextAttemptAt: gaveUp ? now : retryAt(now, attempts),
        })
        .where(eq(investorMails.id, mail.id));
      await insertEvent(tx, mail.orderId, 'investorMailFailed', null, now, {
        mail: mail.kind,
        attempts,
        willRetry: !gaveUp,
        nextAttemptAt: gaveUp ? null : retryAt(now, attempts).toISOString(),
      });
    });
  }
  return sent;
}
