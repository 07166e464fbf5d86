import { z } from 'zod';

/**
 * REQ-SECTION-1: the Sections tab of the offer editor (the page builder). One
 * schema per element type, joined as a discriminated union on `type`; the web form and the
 * server validate with the same one, so an error's path (`offerSections.{i}.elements.{j}.
 * content.…`) names the same field on both sides.
 *
 * Every list (sections, elements and each inner list) follows the offer's list rule: an item
 * carries `backendIndex` once saved; the client leaves removed items out of the payload, and
 * the server deletes a stored section or element the payload no longer names. Inner items are
 * stored inside their element's content, so their `backendIndex` is their 1-based position as
 * last saved.
 */

const text = (max: number) => z.string().trim().max(max);
const both = (max: number) => z.object({ pl: text(max), en: text(max) });
/**
 * What a content field holds beyond its shape, declared on the field itself (zod metadata):
 * rich text is HTML the server sanitises on save and whose links the file cleanup keeps; a file
 * slot is an uploaded image. The server derives both from the schemas (`ELEMENT_CONTENT_SLOTS`),
 * so a new element type cannot forget either. docs/architecture.md, "Page builder".
 */
export type ContentSlotKind = 'richText' | 'file';
export const contentSlotRegistry = z.registry<{ slot: ContentSlotKind }>();

/**
 * How the builder shows a content field where its shape does not say, declared on the field
 * (zod metadata, like the slots): the web derives each plain type's editor from its content
 * schema and these (apps/web/src/features/offers/sections/types/plan.ts). A field is labelled
 * `offers.elements.<label ?? its key>`; an enum's options `offers.elements.<options>.<value>`
 * ('' reads `none`).
 */
export interface ElementFieldMeta {
  /** the label's catalogue key under `offers.elements.`, when it is not the field's own key */
  label?: string;
  /** an enum: the catalogue group of its options' labels (without it they show as they are) */
  options?: string;
  /** a translatable text: a growing text area per language, not a line */
  multiline?: boolean;
  placeholder?: string;
  /** shares a row with the inline fields beside it (one column each from `sm` up) */
  inline?: boolean;
  /** an object or string shown by one widget: desktop/tablet/mobile spans; a hex colour */
  widget?: 'gridSpans' | 'color';
  /** a text colour: the background it is read on, and the contrast it must keep there */
  readOn?: { background: string; minContrast: number };
  /** shown only while the sibling field of this name has a value */
  shownWhen?: string;
  /** a list: new items go first */
  addAtTop?: boolean;
  /** a list: removal is offered only while more items than this remain */
  minItems?: number;
  /** a list: adding stops at the schema's maximum */
  addUpToMax?: boolean;
  /** a list: a new item's fields copied from the fields of the list's owner (item key: owner key) */
  seed?: Record<string, string>;
}
export const elementFieldRegistry = z.registry<ElementFieldMeta>();
function shown<T extends z.ZodType>(schema: T, meta: ElementFieldMeta): T {
  elementFieldRegistry.add(schema, meta);
  return schema;
}

const richText = z
  .object({ pl: z.string().max(200_000), en: z.string().max(200_000) })
  .register(contentSlotRegistry, { slot: 'richText' });
const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;
const color = (fallback: string, meta: ElementFieldMeta = {}) =>
  shown(z.string().trim().regex(HEX_COLOR, 'INVALID_COLOR').default(fallback), {
    widget: 'color',
    ...meta,
  });

/** Inner list item: `backendIndex` once saved (its 1-based position as stored). */
const item = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ backendIndex: z.number().int().positive().optional(), ...shape });

/** REQ-SECTION-3: 1 to 12 columns per device; 3/6/9/12 are offered as 25/50/75/100 %. */
export const GRID_SPAN_PRESETS = [3, 6, 9, 12] as const;
const span = z.number().int().min(1, 'INVALID_GRID_SPAN').max(12, 'INVALID_GRID_SPAN');
export const elementGridSchema = shown(
  z.object({ desktop: span.default(12), tablet: span.default(12), mobile: span.default(12) }),
  { widget: 'gridSpans' },
);
export type ElementGrid = z.infer<typeof elementGridSchema>;

/**
 * An image in an element's content. The web client uploads first (`upload-photo`) and keeps what
 * the upload answered; a save sends the same object back and the server only reads `fileId`
 * (the other fields are ignored on input and filled from the stored file on read). The
 * specification's inline `{fileName, base64}` is accepted too. `null` = no image.
 */
export const elementFileSchema = z
  .object({
    fileId: z.uuid().optional(),
    base64: z.string().max(14_000_000).optional(),
    fileName: z.string().trim().max(255).optional(),
    url: z.string().max(2000).optional(),
    imageUrl: z.string().max(2000).nullable().optional(),
    thumbUrl: z.string().max(2000).nullable().optional(),
  })
  .refine((v) => v.fileId !== undefined || v.base64 !== undefined, 'INVALID')
  .register(contentSlotRegistry, { slot: 'file' })
  .nullable()
  .default(null)
  .register(elementFieldRegistry, { label: 'image' });
export type ElementFile = z.output<typeof elementFileSchema>;

export const ELEMENT_CSS_CLASSES = [
  'primary-background',
  'secondary-background',
  'shape-top',
  'shape-bottom',
  'hidden-image-on-mobile',
  'hidden-image-on-desktop',
  'hidden-image-on-mobile-and-tablet',
] as const;
export const BUTTON_CSS_CLASSES = ['btn-primary', 'btn-secondary', 'btn-bigger'] as const;
export const LINK_TARGETS = ['_self', '_blank'] as const;

export const PAGE_HEADER_LAYOUTS = [
  'TEXT_LEFT_IMAGE_RIGHT',
  'TEXT_RIGHT_IMAGE_LEFT',
  'TEXT_BOTTOM_IMAGE_TOP',
  'TEXT_TOP_IMAGE_BOTTOM',
] as const;
export const PAGE_HEADER_DESIGNS = [
  'HOMEPAGE',
  'HEADER',
  'PRIMARY',
  'SECONDARY',
  'TERTIARY',
  'QUATERNARY',
] as const;
export const GRID_LAYOUTS = [
  'GRID_TILES',
  'WHAT_WE_DO_BEST',
  'ACCELERATE_YOUR_WEB_APP',
  'OUR_VALUES',
  'OUR_MANAGEMENT',
] as const;
export const GALLERY_LAYOUTS = ['DEFAULT', 'TEST'] as const;
/** REQ-SECTION-5: the forms the public site knows; the specification names only the default. */
export const CONTACT_FORM_CODES = ['contact', 'investor', 'newsletter'] as const;
/** REQ-SECTION-5: at most 3 page-header images */
export const PAGE_HEADER_MAX_IMAGES = 3;
export const GALLERY_MAX_ITEMS = 5;
export const MAP_ZOOMS = [15, 16, 17, 18] as const;
export const MAP_DEFAULT_CENTRE = { latitude: 50.050098, longitude: 19.947975 } as const;
export const MAP_DEFAULT_ZOOM = 16;
export const CHART_COLORS = ['#CDCBFF', '#9E87F8', '#615FCF'] as const;
/** REQ-SECTION-5 table row presets: text on background. */
export const TABLE_ROW_PRESETS = [
  { textColor: '#9F3A38', backgroundColor: '#FFF6F6' },
  { textColor: '#573A08', backgroundColor: '#FFFAF3' },
  { textColor: '#000000', backgroundColor: '#FFFFFF' },
] as const;
export const TABLE_DEFAULT_COLORS = { textColor: '#000000', backgroundColor: '#FFFFFF' } as const;
export const TABLE_EMPTY_CELL = '-';

const buttonSchema = item({
  label: shown(both(200), { label: 'buttonLabel' }),
  url: both(2000),
  target: shown(z.enum(LINK_TARGETS, { error: 'UNKNOWN_TYPE' }).default('_self'), {
    label: 'targetLabel',
    options: 'target',
    inline: true,
  }),
  icon: shown(text(100).default(''), { inline: true }),
  cssClasses: shown(
    z
      .array(z.enum(BUTTON_CSS_CLASSES, { error: 'UNKNOWN_TYPE' }))
      .max(3)
      .default([]),
    { label: 'buttonClasses', inline: true },
  ),
});

const pageHeaderContent = z.object({
  layout: shown(
    z.enum(PAGE_HEADER_LAYOUTS, { error: 'UNKNOWN_TYPE' }).default('TEXT_LEFT_IMAGE_RIGHT'),
    { options: 'headerLayouts', inline: true },
  ),
  design: shown(z.enum(PAGE_HEADER_DESIGNS, { error: 'UNKNOWN_TYPE' }).default('HOMEPAGE'), {
    options: 'designs',
    inline: true,
  }),
  title: shown(both(300), { label: 'headerTitle' }),
  content: richText,
  buttons: z.array(buttonSchema).max(20).default([]),
  images: shown(
    z
      .array(item({ file: elementFileSchema }))
      .max(PAGE_HEADER_MAX_IMAGES, 'TOO_MANY_IMAGES')
      .default([]),
    { addUpToMax: true },
  ),
});

const gridContent = z.object({
  subtitle: both(300),
  layout: shown(z.enum(GRID_LAYOUTS, { error: 'UNKNOWN_TYPE' }).default('GRID_TILES'), {
    options: 'gridLayouts',
  }),
  /** the span a new item starts with: desktop 4, tablet 6, mobile 12 (REQ-SECTION-5) */
  defaultGrid: elementGridSchema,
  items: shown(
    z
      .array(
        item({
          title: shown(both(300), { label: 'itemTitle' }),
          content: richText,
          grid: elementGridSchema,
          /** '' = not set: the item is not a link, and its url is not shown */
          target: shown(z.enum(['', ...LINK_TARGETS], { error: 'UNKNOWN_TYPE' }).default(''), {
            label: 'targetLabel',
            options: 'target',
          }),
          url: shown(both(2000), { shownWhen: 'target' }),
          file: elementFileSchema,
          buttons: z.array(buttonSchema).max(20).default([]),
        }),
      )
      .max(100)
      .default([]),
    { seed: { grid: 'defaultGrid' } },
  ),
});

const successStoryContent = z.object({
  file: elementFileSchema,
  description: shown(both(5000), { multiline: true }),
  tags: z
    .array(item({ name: shown(both(100), { label: 'tag' }) }))
    .max(50)
    .default([]),
  items: z
    .array(
      item({
        title: shown(both(300), { label: 'itemTitle' }),
        description: shown(both(5000), { multiline: true }),
      }),
    )
    .max(50)
    .default([]),
});

const galleryContent = z.object({
  layout: shown(z.enum(GALLERY_LAYOUTS, { error: 'UNKNOWN_TYPE' }).default('DEFAULT'), {
    options: 'galleryLayouts',
  }),
  items: shown(
    z
      .array(
        item({
          title: shown(both(300), { label: 'itemTitle' }),
          description: both(2000),
          file: elementFileSchema,
        }),
      )
      .max(GALLERY_MAX_ITEMS, 'TOO_MANY_ITEMS')
      .default([]),
    { label: 'galleryItems', addAtTop: true, addUpToMax: true },
  ),
});

const contactFormContent = z.object({
  codeName: shown(z.enum(CONTACT_FORM_CODES, { error: 'UNKNOWN_TYPE' }).default('contact'), {
    options: 'contactForms',
  }),
  title: shown(both(300), { label: 'formTitle' }),
});

const counterContent = z.object({
  /** seconds */
  animationDuration: z.number().min(0, 'INVALID_NUMBER').max(60, 'INVALID_NUMBER').default(1),
  elements: shown(
    z
      .array(
        item({
          countFrom: shown(z.number().int('INVALID_NUMBER').min(-1e12).max(1e12).default(0), {
            inline: true,
          }),
          countTo: shown(z.number().int('INVALID_NUMBER').min(-1e12).max(1e12).default(100), {
            inline: true,
          }),
          prefix: shown(text(20).default(''), { inline: true }),
          // the public page shows the figure large and bold on white
          color: color('#000000', {
            inline: true,
            readOn: { background: '#FFFFFF', minContrast: 3 },
          }),
          label: both(200),
        }),
      )
      .max(50)
      .default([]),
    { label: 'counters', minItems: 1 },
  ),
});

const timelineContent = z.object({
  elements: shown(
    z
      .array(
        item({
          label: both(200),
          content: shown(both(5000), { multiline: true }),
          /** YYYY-MM-DD, or '' when the stage has no date */
          date: shown(z.union([z.literal(''), z.iso.date({ error: 'INVALID_DATE' })]).default(''), {
            inline: true,
          }),
          current: shown(z.boolean().default(false), { inline: true }),
        }),
      )
      .max(100)
      .default([]),
    { label: 'stages', minItems: 1 },
  ),
});

const tableContent = z
  .object({
    subtitle: both(300),
    columns: z
      .array(item({ name: both(200) }))
      .max(30)
      .default([]),
    rows: z
      .array(
        item({
          textColor: color(TABLE_DEFAULT_COLORS.textColor),
          backgroundColor: color(TABLE_DEFAULT_COLORS.backgroundColor),
          cells: z
            .array(item({ value: both(1000) }))
            .max(30)
            .default([]),
        }),
      )
      .max(500)
      .default([]),
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, index) => {
      if (row.cells.length !== table.columns.length) {
        ctx.addIssue({
          code: 'custom',
          message: 'CELLS_DO_NOT_MATCH_COLUMNS',
          path: ['rows', index, 'cells'],
        });
      }
    });
  });

const mapContent = z.object({
  address: both(500),
  zoom: z
    .number()
    .int()
    .refine((v) => (MAP_ZOOMS as readonly number[]).includes(v), 'INVALID_ZOOM')
    .default(MAP_DEFAULT_ZOOM),
  latitude: z
    .number()
    .min(-90, 'INVALID_NUMBER')
    .max(90, 'INVALID_NUMBER')
    .default(MAP_DEFAULT_CENTRE.latitude),
  longitude: z
    .number()
    .min(-180, 'INVALID_NUMBER')
    .max(180, 'INVALID_NUMBER')
    .default(MAP_DEFAULT_CENTRE.longitude),
});

const textContent = z.object({ content: richText });

const httpsUrl = text(2000)
  .min(1, 'FIELD_IS_REQUIRED')
  .refine((v) => v === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'URL_MUST_BE_HTTPS');

const iframeContent = z.object({
  title: shown(both(300), { label: 'iframeTitle' }),
  url: shown(httpsUrl, { label: 'iframeUrl', placeholder: 'https://' }),
});

const imageContent = z.object({ file: elementFileSchema, alt: both(300) });

const YOUTUBE_URL =
  /^https:\/\/(www\.|m\.)?(youtube\.com\/(watch\?v=|embed\/|shorts\/)|youtu\.be\/)[\w-]{6,}/i;
/** A YouTube link: `watch?v=`, `embed/`, `shorts/` or `youtu.be/`. */
export function isYoutubeUrl(url: string): boolean {
  return YOUTUBE_URL.test(url.trim());
}
const youtubeContent = z.object({
  label: both(300),
  url: shown(
    text(2000)
      .min(1, 'FIELD_IS_REQUIRED')
      .refine((v) => v === '' || isYoutubeUrl(v), 'INVALID_YOUTUBE_URL'),
    { label: 'youtubeUrl', placeholder: 'https://www.youtube.com/watch?v=' },
  ),
  autoPlay: z.boolean().default(false),
});

const chartContent = z.object({
  items: z
    .array(
      item({
        value: z.number().finite().min(0, 'INVALID_NUMBER').max(1e12).default(0),
        color: color(CHART_COLORS[0]),
        label: both(200),
      }),
    )
    .max(50)
    .default([]),
});

/** REQ-SECTION-5: the types of both builder variants, in the order the type menu offers them. */
export const ELEMENT_CONTENT_SCHEMAS = {
  pageHeader: pageHeaderContent,
  grid: gridContent,
  successStory: successStoryContent,
  gallery: galleryContent,
  contactForm: contactFormContent,
  counter: counterContent,
  timeline: timelineContent,
  table: tableContent,
  map: mapContent,
  text: textContent,
  iframe: iframeContent,
  image: imageContent,
  youtube: youtubeContent,
  pieChart: chartContent,
  barChart: chartContent,
} as const;
export type ElementType = keyof typeof ELEMENT_CONTENT_SCHEMAS;
export const ELEMENT_TYPES = Object.keys(ELEMENT_CONTENT_SCHEMAS) as ElementType[];
export type ElementContent<K extends ElementType = ElementType> = z.output<
  (typeof ELEMENT_CONTENT_SCHEMAS)[K]
>;

/** A marked field's place in a content document: keys, with `*` for every item of a list. */
export interface ContentSlot {
  kind: ContentSlotKind;
  path: string[];
}

/** The wrappers that hold one inner schema (optional, default, pipe…), and what they hold. */
function innerSchema(def: { type: string; [key: string]: unknown }): z.ZodType | undefined {
  if (def.type === 'pipe') return def.in as z.ZodType;
  return 'innerType' in def ? (def.innerType as z.ZodType) : undefined;
}

/** Every field of a schema marked in `contentSlotRegistry`, found by walking its shape. */
export function contentSlots(schema: z.ZodType, path: string[] = []): ContentSlot[] {
  const marked = contentSlotRegistry.get(schema);
  if (marked) return [{ kind: marked.slot, path }];
  const def = schema._zod.def as unknown as { type: string; [key: string]: unknown };
  if (def.type === 'object') {
    return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
      contentSlots(field, [...path, key]),
    );
  }
  if (def.type === 'array') return contentSlots(def.element as z.ZodType, [...path, '*']);
  const inner = innerSchema(def);
  return inner ? contentSlots(inner, path) : [];
}

/** Each element type's rich-text and file fields, derived from its content schema. */
export const ELEMENT_CONTENT_SLOTS = /* @__PURE__ */ Object.fromEntries(
  ELEMENT_TYPES.map((type) => [type, contentSlots(ELEMENT_CONTENT_SCHEMAS[type])]),
) as Record<ElementType, ContentSlot[]>;

/** The element types with a rich-text field (their HTML is sanitised and read for links). */
export const RICH_TEXT_ELEMENT_TYPES = /* @__PURE__ */ ELEMENT_TYPES.filter((type) =>
  ELEMENT_CONTENT_SLOTS[type].some((slot) => slot.kind === 'richText'),
);

/**
 * The values at a slot's path in a content document, each with its concrete place (list
 * indexes for `*`); they are the document's own objects, so a caller may change them in place.
 * A missing key, a null, or a list that is not one gives nothing.
 */
export function entriesAt(
  content: unknown,
  path: readonly string[],
  at: string[] = [],
): Array<{ value: unknown; at: string[] }> {
  if (content === undefined || content === null) return [];
  if (path.length === 0) return [{ value: content, at }];
  const [key = '', ...rest] = path;
  if (key === '*') {
    return Array.isArray(content)
      ? content.flatMap((entry, index) => entriesAt(entry, rest, [...at, String(index)]))
      : [];
  }
  if (typeof content !== 'object' || Array.isArray(content)) return [];
  return entriesAt((content as Record<string, unknown>)[key], rest, [...at, key]);
}

const elementCommon = {
  backendIndex: z.number().int().positive().optional(),
  title: both(300).default({ pl: '', en: '' }),
  grid: elementGridSchema.default({ desktop: 12, tablet: 12, mobile: 12 }),
  userMustBeLoggedIn: z.boolean().default(false),
  userMustInvest: z.boolean().default(false),
  visible: z.boolean().default(true),
  cssClasses: z
    .array(z.enum(ELEMENT_CSS_CLASSES, { error: 'UNKNOWN_TYPE' }))
    .max(7)
    .default([]),
  /** the HTML id the public page gives the element ('' = none) */
  elementId: z
    .string()
    .trim()
    .max(100)
    .refine((v) => v === '' || /^[A-Za-z][\w-]*$/.test(v), 'INVALID_ELEMENT_ID')
    .default(''),
};

function elementOf<K extends ElementType>(type: K) {
  return z.object({
    ...elementCommon,
    type: z.literal(type),
    content: ELEMENT_CONTENT_SCHEMAS[type],
  });
}

/** One element as a save sends it; `type` picks the content schema. */
export const offerElementInputSchema = z.discriminatedUnion(
  'type',
  [
    elementOf('pageHeader'),
    elementOf('grid'),
    elementOf('successStory'),
    elementOf('gallery'),
    elementOf('contactForm'),
    elementOf('counter'),
    elementOf('timeline'),
    elementOf('table'),
    elementOf('map'),
    elementOf('text'),
    elementOf('iframe'),
    elementOf('image'),
    elementOf('youtube'),
    elementOf('pieChart'),
    elementOf('barChart'),
  ],
  { error: 'ELEMENT_TYPE_IS_REQUIRED' },
);
export type OfferElementInput = z.input<typeof offerElementInputSchema>;
export type OfferElement = z.output<typeof offerElementInputSchema>;

/**
 * Limits sized from REQ-PERF-5: the budget is 1,000 elements (100 sections of 10); this allows
 * twice that.
 */
export const MAX_SECTIONS = 300;
export const MAX_ELEMENTS_PER_SECTION = 100;
export const MAX_ELEMENTS = 2000;

export const offerSectionInputSchema = z.object({
  backendIndex: z.number().int().positive().optional(),
  elements: z.array(offerElementInputSchema).max(MAX_ELEMENTS_PER_SECTION).default([]),
});
export const offerSectionsInputSchema = z
  .array(offerSectionInputSchema)
  .max(MAX_SECTIONS)
  .refine(
    (sections) => sections.reduce((n, s) => n + s.elements.length, 0) <= MAX_ELEMENTS,
    'TOO_MANY_ELEMENTS',
  );
export type OfferSectionInput = z.input<typeof offerSectionInputSchema>;

/**
 * A section as read: every section, element and inner item with `backendIndex` and `position`
 * (1-based, in order), images with their URLs.
 */
export interface OfferSection {
  backendIndex: number;
  position: number;
  elements: Array<OfferElement & { backendIndex: number; position: number }>;
}
/**
 * The read shape for the response schema: the common fields typed, the content as an object
 * (its shape is the input union's for the element's type). A union of fifteen deep schemas
 * would make the serializer try each branch for each of a thousand elements.
 */
export const offerSectionSchema = z.object({
  backendIndex: z.number(),
  position: z.number(),
  elements: z.array(
    z.object({
      ...elementCommon,
      backendIndex: z.number(),
      position: z.number(),
      type: z.enum(ELEMENT_TYPES as [ElementType, ...ElementType[]]),
      content: z.record(z.string(), z.unknown()),
    }),
  ),
});

/** REQ-SECTION-2: a new element is visible, spans 12/12/12 and has no type until one is chosen. */
export function newElementCommon() {
  return {
    title: { pl: '', en: '' },
    grid: { desktop: 12, tablet: 12, mobile: 12 },
    userMustBeLoggedIn: false,
    userMustInvest: false,
    visible: true,
    cssClasses: [] as Array<(typeof ELEMENT_CSS_CLASSES)[number]>,
    elementId: '',
  };
}

const emptyText = () => ({ pl: '', en: '' });

/**
 * REQ-SECTION-5 per-type defaults: what a type change resets the content to. Counter and timeline
 * start with one entry (their removal is offered only when more than one exists); chart items,
 * gallery items, buttons, images and rows start empty and are added by the user.
 */
export function defaultElementContent<K extends ElementType>(type: K): ElementContent<K> {
  return DEFAULTS[type]() as ElementContent<K>;
}

const DEFAULTS: { [K in ElementType]: () => ElementContent<K> } = {
  pageHeader: () => ({
    layout: 'TEXT_LEFT_IMAGE_RIGHT',
    design: 'HOMEPAGE',
    title: emptyText(),
    content: emptyText(),
    buttons: [],
    images: [],
  }),
  grid: () => ({
    subtitle: emptyText(),
    layout: 'GRID_TILES',
    defaultGrid: { desktop: 4, tablet: 6, mobile: 12 },
    items: [],
  }),
  successStory: () => ({ file: null, description: emptyText(), tags: [], items: [] }),
  gallery: () => ({ layout: 'DEFAULT', items: [] }),
  contactForm: () => ({ codeName: 'contact', title: emptyText() }),
  counter: () => ({ animationDuration: 1, elements: [newCounterEntry()] }),
  timeline: () => ({ elements: [newTimelineEntry()] }),
  table: () => ({ subtitle: emptyText(), columns: [], rows: [] }),
  map: () => ({
    address: emptyText(),
    zoom: MAP_DEFAULT_ZOOM,
    latitude: MAP_DEFAULT_CENTRE.latitude,
    longitude: MAP_DEFAULT_CENTRE.longitude,
  }),
  text: () => ({ content: emptyText() }),
  // iframe and youtube urls are required: the default is empty and the form asks for one
  iframe: () => ({ title: emptyText(), url: '' }),
  image: () => ({ file: null, alt: emptyText() }),
  youtube: () => ({ label: emptyText(), autoPlay: false, url: '' }),
  pieChart: () => ({ items: [] }),
  barChart: () => ({ items: [] }),
};

/**
 * A new value of a schema, as the builder's add buttons make an inner item: each field's
 * default, an empty text for a translatable one (`{pl: '', en: ''}`), an empty list, no image;
 * an optional field (an item's `backendIndex`) is left out. The generic element editor makes
 * every list's new item with it.
 */
export function emptyValueOf(schema: z.ZodType): unknown {
  const def = schema._zod.def as unknown as { type: string; [key: string]: unknown };
  switch (def.type) {
    case 'default':
      return def.defaultValue;
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, z.ZodType>)
          .filter(([, field]) => field._zod.def.type !== 'optional')
          .map(([key, field]) => [key, emptyValueOf(field)]),
      );
    case 'string':
      return '';
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'nullable':
      return null;
    case 'enum':
      return Object.values(def.entries as Record<string, string>)[0];
    case 'pipe':
      return emptyValueOf(def.in as z.ZodType);
    default:
      return undefined;
  }
}

/** The defaults of each inner item, for the hand-written editors' add buttons. */
export const newCounterEntry = () => ({
  countFrom: 0,
  countTo: 100,
  color: '#000000',
  prefix: '',
  label: emptyText(),
});
export const newTimelineEntry = () => ({
  label: emptyText(),
  content: emptyText(),
  date: '',
  current: false,
});
export const newChartItem = (index: number) => ({
  value: 0,
  color: CHART_COLORS[index % CHART_COLORS.length] ?? CHART_COLORS[0],
  label: emptyText(),
});
export const newTableRow = (columns: number) => ({
  ...TABLE_DEFAULT_COLORS,
  cells: Array.from({ length: columns }, () => ({
    value: { pl: TABLE_EMPTY_CELL, en: TABLE_EMPTY_CELL },
  })),
});

/** REQ-SECTION-5: the "technologies" table template; applying it replaces the table's content. */
export const TABLE_TEMPLATES = {
  technologies: {
    columns: ['Back-end', 'Front-end', 'Mobile Development', 'Database'],
    rows: [
      ['Node.js', 'React', 'React Native', 'PostgreSQL'],
      ['Java', 'Angular', 'Flutter', 'MySQL'],
      ['Python', 'Vue.js', 'Swift', 'MongoDB'],
    ],
  },
} as const;
export type TableTemplate = keyof typeof TABLE_TEMPLATES;

export function tableFromTemplate(name: TableTemplate): ElementContent<'table'> {
  const template = TABLE_TEMPLATES[name];
  return tableContent.parse({
    subtitle: emptyText(),
    columns: template.columns.map((label) => ({ name: { pl: label, en: label } })),
    rows: template.rows.map((cells) => ({
      ...TABLE_DEFAULT_COLORS,
      cells: cells.map((value) => ({ value: { pl: value, en: value } })),
    })),
  });
}

/** Where an element error points: `offerSections.{i}.elements.{j}.<field path>` (create: `data.…`). */
export function parseElementErrorPath(
  context: string,
): { section: number; element: number; field: string } | null {
  const match = /^(?:data\.)?offerSections\.(\d+)\.elements\.(\d+)(?:\.(.*))?$/.exec(context);
  if (!match) return null;
  return { section: Number(match[1]), element: Number(match[2]), field: match[3] ?? '' };
}

/** Geocoding (REQ-SECTION-11): `GET /api/admin/geocode?address=…` answers the first match. */
export const geocodeQuerySchema = z.object({ address: text(500).min(1, 'ADDRESS_EMPTY') });
export const geocodeResponseSchema = z.object({
  formattedAddress: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;
/**
 * `GET /api/admin/geocode/config`: the map's tile URL template (null: a plain grid) and whether
 * an address lookup is configured (false: "Find" is off and says why).
 */
export const geocodeConfigResponseSchema = z.object({
  tileUrl: z.string().nullable(),
  geocoderConfigured: z.boolean(),
});
export type GeocodeConfigResponse = z.infer<typeof geocodeConfigResponseSchema>;
/**
 * REQ-SECTION-6: `addOffer.addressEmpty`, `addOffer.addressInvalid`; the lookup itself: 502
 * `GEOCODER_NOT_CONFIGURED` or `GEOCODER_UNAVAILABLE`, 504 `GEOCODER_TIMEOUT` (never 503, the
 * maintenance gate's answer), each on the address field.
 */
export const GEOCODE_ERROR_CODES = [
  'ADDRESS_EMPTY',
  'ADDRESS_INVALID',
  'GEOCODER_NOT_CONFIGURED',
  'GEOCODER_UNAVAILABLE',
  'GEOCODER_TIMEOUT',
] as const;
