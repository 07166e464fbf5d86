import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-time';

describe('dates are shown as dd/MM/yyyy (HH:mm) in Europe/Warsaw (REQ-WIRE-5)', () => {
  it('converts to Warsaw time, winter and summer', () => {
    expect(formatDateTime('2026-11-22T11:05:00.000Z')).toBe('22/11/2026 12:05');
    expect(formatDateTime('2026-07-01T10:05:00Z')).toBe('01/07/2026 12:05');
  });

  it('takes the Warsaw day, which may differ from the UTC day', () => {
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01/01/2027');
    expect(formatDateTime('2026-12-31T23:30:00Z')).toBe('01/01/2027 00:30');
  });

  it('gives an empty string for something that is not a date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});
