import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { ApiRequestError } from '../api/api-request-error';
import { runBulk, summarizeBulk } from './bulk-actions';

const rows = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ key: id, item: { id, active: id !== 4 } }));

describe('bulk actions', () => {
  it('sends one request per applicable row, a few at a time, and sorts out the outcome', async () => {
    let inFlight = 0;
    let most = 0;
    const sent: number[] = [];
    const outcome = await runBulk(
      rows,
      {
        applies: (item) => item.active,
        run: async (item) => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          sent.push(item.id);
          await new Promise((resolve) => setTimeout(resolve, 5));
          inFlight -= 1;
          if (item.id === 6) throw new Error('boom');
        },
      },
      3,
    );
    expect(sent.sort()).toEqual([1, 2, 3, 5, 6, 7]);
    expect(most).toBe(3);
    expect(outcome.succeeded.map((row) => row.key).sort()).toEqual([1, 2, 3, 5, 7]);
    expect(outcome.skipped.map((row) => row.key)).toEqual([4]);
    expect(outcome.failed.map((row) => row.key)).toEqual([6]);
  });

  it('sums the outcome up in one sentence with the failure reason', () => {
    const t = i18n.getFixedT('en');
    const stale = new ApiRequestError(409, [{ code: 'FAQ:STALE_WRITE', message: 'stale' }], null);
    const done = (count: number) => t('list.bulk.deactivated', { count });
    const mixed = summarizeBulk(
      t,
      {
        succeeded: [1, 2, 3].map((key) => ({ key, item: key })),
        skipped: [],
        failed: [{ key: 4, item: 4, error: stale }],
      },
      done,
    );
    expect(mixed.variant).toBe('error');
    expect(mixed.message).toBe(`3 deactivated, 1 failed: ${t('errors.STALE_WRITE')}`);

    const clean = summarizeBulk(
      t,
      { succeeded: [{ key: 1, item: 1 }], skipped: [{ key: 2, item: 2 }], failed: [] },
      done,
    );
    expect(clean).toEqual({ variant: 'success', message: '1 deactivated, 1 unchanged' });

    const allFailed = summarizeBulk(
      t,
      {
        succeeded: [],
        skipped: [],
        failed: [
          { key: 1, item: 1, error: stale },
          { key: 2, item: 2, error: stale },
        ],
      },
      done,
    );
    // the same reason twice is said once
    expect(allFailed.message).toBe(`2 failed: ${t('errors.STALE_WRITE')}`);
  });
});
