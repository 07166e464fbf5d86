import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  contentSlotRegistry,
  contentSlots,
  ELEMENT_CONTENT_SLOTS,
  RICH_TEXT_ELEMENT_TYPES,
  entriesAt,
} from './offer-sections.js';

describe('element content slots, derived from the content schemas', () => {
  it('finds every rich-text and file field of the fifteen types', () => {
    const found = Object.entries(ELEMENT_CONTENT_SLOTS).flatMap(([type, slots]) =>
      slots.map((slot) => `${type}.${slot.path.join('.')}: ${slot.kind}`),
    );
    expect(found.sort()).toEqual(
      [
        'pageHeader.content: richText',
        'pageHeader.images.*.file: file',
        'grid.items.*.content: richText',
        'grid.items.*.file: file',
        'successStory.file: file',
        'gallery.items.*.file: file',
        'text.content: richText',
        'image.file: file',
      ].sort(),
    );
    expect(RICH_TEXT_ELEMENT_TYPES).toEqual(['pageHeader', 'grid', 'text']);
  });

  it('a new schema is walked through lists, defaults, optionals and pipes', () => {
    const html = z.object({ pl: z.string(), en: z.string() });
    html.register(contentSlotRegistry, { slot: 'richText' });
    const schema = z.object({
      intro: html.optional(),
      rows: z
        .array(z.object({ cells: z.array(html).default([]) }))
        .transform((rows) => rows)
        .default([]),
      plain: z.string(),
    });
    expect(contentSlots(schema)).toEqual([
      { kind: 'richText', path: ['intro'] },
      { kind: 'richText', path: ['rows', '*', 'cells', '*'] },
    ]);
  });

  it('reads the values at a path with their places, every item of a list for `*`', () => {
    const content = { items: [{ content: { pl: 'a' } }, { content: null }, {}], other: 1 };
    expect(entriesAt(content, ['items', '*', 'content'])).toEqual([
      { value: { pl: 'a' }, at: ['items', '0', 'content'] },
    ]);
    expect(entriesAt(content, ['other', '*'])).toEqual([]);
    expect(entriesAt(null, ['items'])).toEqual([]);
  });
});
