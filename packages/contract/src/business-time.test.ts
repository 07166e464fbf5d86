import { describe, expect, it } from 'vitest';
import { businessDay } from './business-time.js';

describe('businessDay', () => {
  it('is the Warsaw calendar day, not UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Warsaw (UTC+1 in winter)
    expect(businessDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    // and 22:30 UTC in summer is 00:30 the next day (UTC+2)
    expect(businessDay(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(businessDay(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
  });
});
