import { describe, expect, it } from 'vitest';
import { fromWarsawWallClock, toWarsawWallClock } from './warsaw-time';

describe('Warsaw wall clock', () => {
  it('reads an instant in Warsaw time, winter and summer', () => {
    expect(toWarsawWallClock('2026-01-15T11:30:00Z')).toBe('2026-01-15 12:30:00');
    expect(toWarsawWallClock('2026-07-15T11:30:00Z')).toBe('2026-07-15 13:30:00');
  });

  it('turns a Warsaw time back into the same instant', () => {
    expect(fromWarsawWallClock('2026-01-15 12:30:00')).toBe('2026-01-15T11:30:00.000Z');
    expect(fromWarsawWallClock('2026-07-15 13:30')).toBe('2026-07-15T11:30:00.000Z');
    expect(fromWarsawWallClock('nonsense')).toBeNull();
  });
});
