import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  contentSlotRegistry,
  contentSlots,
  ELEMENT_CONTENT_SLOTS,
  RICH_TEXT_ELEMENT_TYPES,
  entriesAt,
  emptyValueOf,
  ELEMENT_CONTENT_SCHEMAS,
  newCounterEntry,
  newTimelineEntry,
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

describe('a new inner item, from its schema', () => {
  const itemOf = (list: z.ZodType) =>
    (list as z.ZodDefault<z.ZodArray<z.ZodType>>).unwrap().element;
  it("is the schema's defaults, an empty text for a translatable field, no image, no backendIndex", () => {
    const counter = ELEMENT_CONTENT_SCHEMAS.counter.shape.elements;
    const timeline = ELEMENT_CONTENT_SCHEMAS.timeline.shape.elements;
    expect(emptyValueOf(itemOf(counter))).toEqual(newCounterEntry());
    expect(emptyValueOf(itemOf(timeline))).toEqual(newTimelineEntry());
    expect(emptyValueOf(itemOf(ELEMENT_CONTENT_SCHEMAS.gallery.shape.items))).toEqual({
      title: { pl: '', en: '' },
      description: { pl: '', en: '' },
      file: null,
    });
    expect(emptyValueOf(itemOf(ELEMENT_CONTENT_SCHEMAS.pageHeader.shape.buttons))).toEqual({
      label: { pl: '', en: '' },
      url: { pl: '', en: '' },
      target: '_self',
      icon: '',
      cssClasses: [],
    });
  });
  it('a new grid tile is not a link and has no buttons', () => {
    expect(emptyValueOf(itemOf(ELEMENT_CONTENT_SCHEMAS.grid.shape.items))).toMatchObject({
      target: '',
      content: { pl: '', en: '' },
      buttons: [],
    });
  });
});
