/**
 * The rules the money screens apply before asking the server, which checks them again
 * (REQ-MONEY-15): a button shown for an action the status refuses would only earn an error toast.
 */

/** A day: within this of its waitUntil a pending transaction is flagged as about to expire. */
export const NEAR_EXPIRY_MS = 24 * 60 * 60 * 1000;

export type WaitUntilState = 'expired' | 'nearExpiry' | 'open' | 'none';

/**
 * How close a pending payment is to its deadline. Only a transaction still waiting for money
 * is flagged: a paid one's waitUntil no longer matters.
 */
export function waitUntilState(
  waitUntil: string | null,
  pending: boolean,
  now: number = Date.now(),
): WaitUntilState {
  if (!waitUntil || !pending) return 'none';
  const deadline = Date.parse(waitUntil);
  if (Number.isNaN(deadline)) return 'none';
  if (deadline <= now) return 'expired';
  return deadline - now <= NEAR_EXPIRY_MS ? 'nearExpiry' : 'open';
}

/**
 * The extend dialog's own check (`TRANSACTION_MANAGER:*` codes, so the same translations as
 * the server's answer): a new deadline is required, in the future and later than the current one.
 */
export function extendWaitUntilError(
  next: string | null | undefined,
  current: string | null,
  now: number = Date.now(),
  latest: string | null = null,
): 'WAIT_UNTIL_IS_EMPTY' | 'CANT_EXTEND_WAIT_UNTIL' | 'WAIT_UNTIL_TOO_FAR' | null {
  if (!next) return 'WAIT_UNTIL_IS_EMPTY';
  const value = Date.parse(next);
  if (Number.isNaN(value)) return 'WAIT_UNTIL_IS_EMPTY';
  if (value <= now) return 'CANT_EXTEND_WAIT_UNTIL';
  if (current && value <= Date.parse(current)) return 'CANT_EXTEND_WAIT_UNTIL';
  // REQ-RULES-1: no further than the Settings' bound, read with the transaction
  if (latest && value > Date.parse(latest)) return 'WAIT_UNTIL_TOO_FAR';
  return null;
}

/** One key per user action: a retry of the same click is the same request to the server. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export interface ShareRangeInput {
  series: { id: number; name: string };
  shareNumber: number;
  price: string;
  date: string;
}

export interface ShareRange<T extends ShareRangeInput> {
  first: T;
  last: T;
  count: number;
}

/**
 * Shares as runs of consecutive numbers of one series bought at one price on one day: an order
 * of 1,500 shares is one line ("101–1600"), not 1,500 rows. Shares are numbered in sequence per
 * series on accept, so one order's shares are usually a single run.
 */
export function shareRanges<T extends ShareRangeInput>(shares: readonly T[]): ShareRange<T>[] {
  const sorted = [...shares].sort(
    (a, b) => a.series.id - b.series.id || a.shareNumber - b.shareNumber,
  );
  const ranges: ShareRange<T>[] = [];
  for (const share of sorted) {
    const current = ranges.at(-1);
    if (
      current &&
      current.last.series.id === share.series.id &&
      current.last.shareNumber + 1 === share.shareNumber &&
      current.last.price === share.price &&
      current.last.date.slice(0, 10) === share.date.slice(0, 10)
    ) {
      current.last = share;
      current.count += 1;
    } else {
      ranges.push({ first: share, last: share, count: 1 });
    }
  }
  return ranges;
}
