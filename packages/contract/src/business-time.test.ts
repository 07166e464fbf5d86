import { describe, expect, it } from 'vitest';
import {
  businessDateText,
  businessDateTimeText,
  businessDay,
  businessWallClock,
} from './business-time.js';

describe('businessDay', () => {
  it('is the Warsaw calendar day, not UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Warsaw (UTC+1 in winter)
    expect(businessDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    // and 22:30 UTC in summer is 00:30 the next day (UTC+2)
    expect(businessDay(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(businessDay(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
  });
});

describe('the business calendar (Warsaw)', () => {
  it('writes an instant as Warsaw reads it, the day turning at its midnight', () => {
    // 23:30 UTC in November is 00:30 the next day in Warsaw (UTC+1): 00, not 24
    const lateNight = new Date('2026-11-22T23:30:00Z');
    expect(businessDateTimeText(lateNight)).toBe('23/11/2026 00:30');
    expect(businessDateText(lateNight)).toBe('23/11/2026');
    expect(businessDay(lateNight)).toBe('2026-11-23');
  });

  it('follows summer time: UTC+2 in July, and the hour the clocks go forward', () => {
    expect(businessDateTimeText(new Date('2026-07-01T10:05:00Z'))).toBe('01/07/2026 12:05');
    // 29 March 2026, 01:00 UTC: the clocks jump from 02:00 to 03:00 in Warsaw
    expect(businessWallClock(new Date('2026-03-29T00:59:59Z'))).toMatchObject({
      hour: '01',
      minute: '59',
      second: '59',
    });
    expect(businessWallClock(new Date('2026-03-29T01:00:00Z'))).toMatchObject({
      hour: '03',
      minute: '00',
    });
  });
});
