import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changesRow } from './crud.js';

// The no-op test of `updateAudited` (REQ-AUDIT-1): what counts as a change of a stored row.
describe('changesRow', () => {
  const before = {
    id: 3,
    position: 4,
    active: true,
    question: { pl: 'Pytanie', en: 'Question' },
    deletedAt: null,
    createdAt: new Date('2026-01-01T10:00:00Z'),
    version: 2,
    updatedAt: new Date('2026-01-02T10:00:00Z'),
  };

  it('sees no change in equal values: JSON by content (any key order), dates by instant', () => {
    expect(
      changesRow(before, {
        position: 4,
        active: true,
        question: { en: 'Question', pl: 'Pytanie' },
        createdAt: new Date('2026-01-01T10:00:00.000Z'),
        deletedAt: null,
      }),
    ).toBe(false);
  });

  it('ignores version and updatedAt, and fields left undefined (not written)', () => {
    expect(changesRow(before, { version: 9, updatedAt: new Date(), position: undefined })).toBe(
      false,
    );
  });

  it('sees a changed scalar, a changed JSON leaf, a null set, and any SQL expression', () => {
    expect(changesRow(before, { position: 5 })).toBe(true);
    expect(changesRow(before, { question: { pl: 'Pytanie', en: 'Question?' } })).toBe(true);
    expect(changesRow(before, { question: { pl: 'Pytanie' } })).toBe(true);
    expect(changesRow(before, { active: null })).toBe(true);
    expect(changesRow(before, { deletedAt: new Date() })).toBe(true);
    expect(changesRow(before, { position: sql`4` })).toBe(true);
  });
});
