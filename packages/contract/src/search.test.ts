import { describe, expect, it } from 'vitest';
import { searchEmail } from './search.js';

describe('searchEmail', () => {
  it('is a whole address, lower cased, or null', () => {
    expect(searchEmail('  Anna.Kowalska@Example.com ')).toBe('anna.kowalska@example.com');
    expect(searchEmail('kowalski@')).toBeNull();
    expect(searchEmail('@firma.pl')).toBeNull();
    expect(searchEmail('anna kowalska@example.com')).toBeNull();
    expect(searchEmail('anna@localhost')).toBeNull();
  });
});
