import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from './slug.js';

describe('slugify', () => {
  it('transliterates Polish letters and joins words with hyphens', () => {
    expect(slugify('Żółć')).toBe('zolc');
    expect(slugify('Zażółć gęślą jaźń!')).toBe('zazolc-gesla-jazn');
    expect(slugify('  Łódź — 2025: nowe   osiedle ')).toBe('lodz-2025-nowe-osiedle');
    expect(slugify('Café crème')).toBe('cafe-creme');
    expect(slugify('???')).toBe('');
  });

  it('gives what the slug pattern accepts', () => {
    for (const title of ['Żółć', 'A  b--c', 'Inwestycje 2026/2027']) {
      expect(slugify(title)).toMatch(SLUG_PATTERN);
    }
  });
});
