import { describe, expect, it } from 'vitest';
import { extendWaitUntilError, NEAR_EXPIRY_MS, shareRanges, waitUntilState } from './money-rules';

describe('waitUntilState', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it('flags a pending payment within 24 h of its deadline', () => {
    expect(waitUntilState('2026-11-26T11:59:00Z', true, now)).toBe('nearExpiry');
    expect(waitUntilState(new Date(now + NEAR_EXPIRY_MS).toISOString(), true, now)).toBe(
      'nearExpiry',
    );
    expect(waitUntilState('2026-11-27T12:00:00Z', true, now)).toBe('open');
    expect(waitUntilState('2026-11-25T11:00:00Z', true, now)).toBe('expired');
  });

  it('does not flag a transaction no longer waiting, or one without a deadline', () => {
    expect(waitUntilState('2026-11-25T13:00:00Z', false, now)).toBe('none');
    expect(waitUntilState(null, true, now)).toBe('none');
  });
});

describe('extendWaitUntilError', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const current = '2026-11-26T12:00:00Z';
  it('requires a date later than now and than the current deadline', () => {
    expect(extendWaitUntilError(null, current, now)).toBe('WAIT_UNTIL_IS_EMPTY');
    expect(extendWaitUntilError('2026-11-25T11:00:00Z', null, now)).toBe('CANT_EXTEND_WAIT_UNTIL');
    expect(extendWaitUntilError('2026-11-26T10:00:00Z', current, now)).toBe(
      'CANT_EXTEND_WAIT_UNTIL',
    );
    expect(extendWaitUntilError('2026-11-28T10:00:00Z', current, now)).toBeNull();
  });
  it('refuses a date past the Settings bound, and takes the bound itself', () => {
    const latest = '2026-12-25T12:00:00Z';
    expect(extendWaitUntilError('2026-12-25T12:00:01Z', current, now, latest)).toBe(
      'WAIT_UNTIL_TOO_FAR',
    );
    expect(extendWaitUntilError(latest, current, now, latest)).toBeNull();
  });
});

describe('shareRanges', () => {
  const share = (
    series: number,
    shareNumber: number,
    price = '100.00',
    date = '2026-11-20T10:00:00Z',
  ) => ({
    series: { id: series, name: `S${series}` },
    shareNumber,
    price,
    date,
  });
  it('joins consecutive numbers of one series, price and day into one run', () => {
    const ranges = shareRanges([share(1, 3), share(1, 1), share(1, 2), share(2, 1), share(1, 5)]);
    expect(
      ranges.map((r) => [r.first.series.id, r.first.shareNumber, r.last.shareNumber, r.count]),
    ).toEqual([
      [1, 1, 3, 3],
      [1, 5, 5, 1],
      [2, 1, 1, 1],
    ]);
  });
  it('splits a run where the price or the day changes', () => {
    const ranges = shareRanges([
      share(1, 1),
      share(1, 2, '120.00'),
      share(1, 3, '120.00', '2026-11-21T10:00:00Z'),
    ]);
    expect(ranges).toHaveLength(3);
  });
});
