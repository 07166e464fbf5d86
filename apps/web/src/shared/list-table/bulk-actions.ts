import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { BulkMoneyResponse, BulkResponse } from '@backoffice/contract';
import { ApiRequestError } from '../api/api-request-error';
import { errorMessages } from '../api/error-messages';
import type { RowKey } from './selection';

/**
 * One action on the picked rows of a list (delete, activate, deactivate): one request per row
 * through the area's own audited endpoint, so each row writes its own audit entry.
 */
export interface BulkAction<T> {
  key: string;
  /** The button of the selection bar. */
  label: string;
  color?: string | undefined;
  icon?: ReactNode;
  /** Rows it does not apply to (already inactive, not deletable) are skipped, not sent. */
  applies?: ((item: T) => boolean) | undefined;
  /** Asked before anything is sent ("Delete 3 entries?"); no question when left out. */
  confirm?: ((count: number) => string) | undefined;
  /** The request for one row. */
  run?: ((item: T) => Promise<unknown>) | undefined;
  /**
   * Or one request for all the rows (the area's `…/bulk/*` endpoint, which audits each row in its
   * own transaction and answers each row's outcome).
   */
  runAll?: ((rows: readonly { key: RowKey; item: T }[]) => Promise<BulkOutcome<T>>) | undefined;
  /**
   * Undoes the action for the rows it succeeded on (a delete's restore): the summary toast then
   * offers "Undo" for `UNDO_WINDOW_MS`, as a single delete's does (decision 0005).
   */
  undo?: ((items: T[]) => Promise<BulkOutcome<T>>) | undefined;
  /** "3 deactivated": the successful part of the summary. */
  done: (count: number) => string;
  /**
   * After it ran, the list shows each row's result under the selection bar (done, waiting for
   * approval, refused with its reason): a money batch, where each row matters (REQ-FINLIST-2).
   */
  perRowResults?: boolean;
}

export interface BulkOutcome<T> {
  succeeded: { key: RowKey; item: T }[];
  skipped: { key: RowKey; item: T }[];
  failed: { key: RowKey; item: T; error: unknown }[];
  /** of `succeeded`, the rows that wait for a second person's approval (four eyes) */
  waiting?: RowKey[];
}

/** One row's result as the list shows it after a `perRowResults` action. */
export interface BulkRowResult {
  key: RowKey;
  label: string;
  status: 'done' | 'waiting' | 'skipped' | 'refused';
  reason?: string;
}

/** Each row's result, in the order the rows were picked. */
export function rowResults<T>(
  t: TFunction,
  outcome: BulkOutcome<T>,
  rowLabel: (item: T) => string,
): BulkRowResult[] {
  const waiting = new Set(outcome.waiting ?? []);
  return [
    ...outcome.succeeded.map(({ key, item }) => ({
      key,
      label: rowLabel(item),
      status: waiting.has(key) ? ('waiting' as const) : ('done' as const),
    })),
    ...outcome.skipped.map(({ key, item }) => ({
      key,
      label: rowLabel(item),
      status: 'skipped' as const,
    })),
    ...outcome.failed.map(({ key, item, error }) => ({
      key,
      label: rowLabel(item),
      status: 'refused' as const,
      reason: errorMessages(t, error).join(' '),
    })),
  ];
}

/** A few requests at a time: quick for a page of rows, gentle on the server and its locks. */
export const BULK_CONCURRENCY = 3;

/** Runs `run` for every row, at most `concurrency` at once; never rejects. */
export async function runBulk<T>(
  rows: readonly { key: RowKey; item: T }[],
  action: Pick<BulkAction<T>, 'run' | 'runAll' | 'applies'>,
  concurrency = BULK_CONCURRENCY,
): Promise<BulkOutcome<T>> {
  const outcome: BulkOutcome<T> = { succeeded: [], skipped: [], failed: [] };
  const queue = rows.filter((row) => {
    if (action.applies && !action.applies(row.item)) {
      outcome.skipped.push(row);
      return false;
    }
    return true;
  });
  const { run, runAll } = action;
  if (runAll) {
    if (queue.length === 0) return outcome;
    try {
      const all = await runAll(queue);
      return { ...all, skipped: [...outcome.skipped, ...all.skipped] };
    } catch (error) {
      // the request itself failed (network, permission): every row failed with that reason
      return { ...outcome, failed: queue.map((row) => ({ ...row, error })) };
    }
  }
  if (!run) return outcome;
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const row = queue[next++] as { key: RowKey; item: T };
      try {
        await run(row.item);
        outcome.succeeded.push(row);
      } catch (error) {
        outcome.failed.push({ ...row, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  return outcome;
}

/**
 * The one toast of a bulk action: "3 deactivated, 1 unchanged, 1 failed: <reason>". Distinct
 * reasons are listed once each, so twenty rows failing alike read as one sentence.
 */
export function summarizeBulk<T>(
  t: TFunction,
  outcome: BulkOutcome<T>,
  done: (count: number) => string,
  rowLabel?: (item: T) => string,
): { variant: 'success' | 'error'; message: string } {
  const parts: string[] = [];
  if (outcome.succeeded.length > 0 || outcome.failed.length === 0) {
    parts.push(done(outcome.succeeded.length));
  }
  if (outcome.skipped.length > 0) {
    parts.push(t('list.bulk.skipped', { count: outcome.skipped.length }));
  }
  if (outcome.failed.length > 0) {
    // each refused row by name when the list names its rows ("Seria A: the series has orders")
    const reasons = rowLabel
      ? outcome.failed
          .map((row) =>
            t('list.bulk.rowFailed', {
              label: rowLabel(row.item),
              reason: errorMessages(t, row.error).join(' '),
            }),
          )
          .join('; ')
      : [...new Set(outcome.failed.flatMap((row) => errorMessages(t, row.error)))].join(' ');
    parts.push(t('list.bulk.failed', { count: outcome.failed.length, reason: reasons }));
  }
  return { variant: outcome.failed.length > 0 ? 'error' : 'success', message: parts.join(', ') };
}

/**
 * The outcome of a `…/bulk/*` answer for the rows sent: a row the server refused fails with its
 * errors, as if its own request had (`ApiRequestError`, translated like any other).
 */
export function outcomeOf<T>(
  rows: readonly { key: RowKey; item: T }[],
  idOf: (item: T) => number,
  answer: BulkResponse | BulkMoneyResponse,
): BulkOutcome<T> {
  const byId = new Map<number, BulkResponse['results'][number] & { outcome?: string }>(
    answer.results.map((result) => [result.id, result]),
  );
  const outcome: BulkOutcome<T> = { succeeded: [], skipped: [], failed: [], waiting: [] };
  for (const row of rows) {
    const result = byId.get(idOf(row.item));
    if (result?.ok && result.outcome === 'waiting') outcome.waiting?.push(row.key);
    if (result?.ok) outcome.succeeded.push(row);
    else {
      const errors = result?.errors?.length
        ? result.errors
        : [{ code: 'INTERNAL_ERROR', message: '' }];
      outcome.failed.push({ ...row, error: new ApiRequestError(409, errors, result) });
    }
  }
  return outcome;
}
