import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ELEMENT_CONTENT_SLOTS,
  entriesAt,
  type ContentSlotKind,
  type ElementType,
  type OfferElement,
  type OfferSection,
  type StoredFile,
  type Translatable,
} from '@backoffice/contract';
import type { AuditActor } from '../../core/audit.js';
import { queryRows, type DbOrTx } from '../../core/db/database.js';
import { AppError } from '../../core/errors.js';
import { loadStoredFiles, resolveFileInput, type FileService } from '../../core/files/service.js';
import { sanitizeRichHtml } from '../../core/rich-text.js';
import { offerElement, offerSection } from './schema.js';

/**
 * The Sections page builder's storage (decision 0013): `offer_section` rows in order, each
 * with its `offer_element` rows in order; an element's type-specific content is one JSONB
 * document. A save replaces the offer's sections in a few statements whatever their number
 * (the budget is a 1,000-element save under 1 s): one delete, then multi-row inserts that keep
 * the ids of the sections and elements the payload names, so `backendIndex` stays stable.
 */

type SectionInput = { backendIndex?: number | undefined; elements: OfferElement[] };
type ElementRow = typeof offerElement.$inferSelect;
type Json = Record<string, unknown>;
type Resolved = Map<Json, Map<string, string | null>>;

/**
 * The fields of one kind in an element's content, as the contract's schemas mark them
 * (`ELEMENT_CONTENT_SLOTS`): each with the object that holds it, its name there and its place.
 * Rich text is HTML sanitised on save; every other text is plain.
 */
function slotsOf(type: string, content: unknown, kind: ContentSlotKind) {
  return (ELEMENT_CONTENT_SLOTS[type as ElementType] ?? [])
    .filter((slot) => slot.kind === kind)
    .flatMap((slot) => {
      const key = slot.path.at(-1) ?? '';
      return entriesAt(content, slot.path.slice(0, -1)).flatMap(({ value, at }) =>
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? [{ owner: value as Json, key, path: [...at, key] }]
          : [],
      );
    });
}

/** The rich-text values of an element's content (objects of the content itself). */
function richTextFields(type: string, content: unknown): Translatable[] {
  return slotsOf(type, content, 'richText').flatMap(({ owner, key }) => {
    const value = owner[key];
    return value !== null && typeof value === 'object' ? [value as Translatable] : [];
  });
}

/** Walks every inner list of a content document (buttons, items, rows, cells…). */
function mapLists(value: unknown, visit: (item: Json, index: number) => Json): unknown {
  if (Array.isArray(value)) {
    return value.map((entry, index) =>
      entry !== null && typeof entry === 'object' && !Array.isArray(entry)
        ? visit(mapLists(entry, visit) as Json, index)
        : entry,
    );
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Json).map(([key, entry]) => [key, mapLists(entry, visit)]),
    );
  }
  return value;
}

async function cheapSanitize(
  html: string,
  stored: Set<string>,
  cache: Map<string, string>,
  context: string,
): Promise<string> {
  // sanitising is idempotent: text the server stored is already clean, and text with no markup
  // or entity cannot change; 1,000 elements would otherwise mean thousands of DOMPurify runs
  if (stored.has(html) || (!html.includes('<') && !html.includes('&'))) return html;
  let clean = cache.get(html);
  if (clean === undefined) {
    clean = await sanitizeRichHtml(html, context);
    cache.set(html, clean);
  }
  return clean;
}

function richTextsOf(type: string, content: Json): string[] {
  return richTextFields(type, content).flatMap((t) => [t.pl, t.en]);
}

async function resolveFiles(
  tx: DbOrTx,
  files: FileService,
  actor: AuditActor,
  sections: SectionInput[],
  prefix: string,
) {
  // `{fileId}` slots are checked in one query; inline base64 ones are stored one by one
  const slots = sections.flatMap((section, i) =>
    section.elements.flatMap((element, j) =>
      slotsOf(element.type, element.content, 'file').map((slot) => ({
        ...slot,
        file: slot.owner[slot.key] as Json | null | undefined,
        context: `${prefix}offerSections.${i}.elements.${j}.content.${slot.path.join('.')}`,
      })),
    ),
  );
  const wanted = [
    ...new Set(
      slots.flatMap(({ file }) => {
        const id = file?.fileId;
        return typeof id === 'string' && file?.base64 === undefined ? [id] : [];
      }),
    ),
  ];
  const found = new Set<string>();
  for (let start = 0; start < wanted.length; start += 1000) {
    const rows = await queryRows<{ id: string; mime_type: string }>(
      tx,
      sql`select id, mime_type from files where id in ${wanted.slice(start, start + 1000)} for share`,
    );
    for (const row of rows) if (row.mime_type.startsWith('image/')) found.add(row.id);
  }
  // per object holding file fields: each field's stored file id (null: no image)
  const resolved: Resolved = new Map();
  const set = (owner: Json, key: string, id: string | null) =>
    resolved.set(owner, (resolved.get(owner) ?? new Map()).set(key, id));
  for (const slot of slots) {
    const { file } = slot;
    if (file === null || file === undefined) {
      set(slot.owner, slot.key, null);
    } else if (file.base64 !== undefined) {
      set(
        slot.owner,
        slot.key,
        await resolveFileInput(
          tx,
          { base64: file.base64 as string, fileName: file.fileName as string | undefined },
          { files, kind: 'photo', actor, context: slot.context },
        ),
      );
    } else if (!found.has(file.fileId as string)) {
      throw new AppError(400, [
        {
          code: 'UPLOAD:FILE_NOT_FOUND',
          message: 'The image does not exist or is not an image',
          context: slot.context,
        },
      ]);
    } else {
      set(slot.owner, slot.key, file.fileId as string);
    }
  }
  return resolved;
}

/** The content as stored: inner ids dropped, images as `{fileId}`, rich text sanitised. */
async function storedContent(
  type: string,
  content: Json,
  resolved: Resolved,
  storedRich: Set<string>,
  cache: Map<string, string>,
  context: string,
) {
  const fileIds: string[] = [];
  const withFiles = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(withFiles);
    if (value === null || typeof value !== 'object') return value;
    const owner = value as Json;
    const out: Json = {};
    for (const [key, entry] of Object.entries(owner)) {
      if (key === 'backendIndex' || key === 'position') continue;
      const slots = resolved.get(owner);
      if (slots?.has(key)) {
        const id = slots.get(key) ?? null;
        if (id) fileIds.push(id);
        out[key] = id ? { fileId: id } : null;
      } else {
        out[key] = withFiles(entry);
      }
    }
    return out;
  };
  const out = withFiles(content) as Json;
  // one at a time: the texts go through the sanitiser's worker pool, cached within the save
  for (const t of richTextFields(type, out)) {
    t.pl = await cheapSanitize(t.pl, storedRich, cache, context);
    t.en = await cheapSanitize(t.en, storedRich, cache, context);
  }
  return { content: out, fileIds: [...new Set(fileIds)] };
}

async function existing(tx: DbOrTx, offerId: number) {
  const sections = await tx.select().from(offerSection).where(eq(offerSection.offerId, offerId));
  const elements = await tx.select().from(offerElement).where(eq(offerElement.offerId, offerId));
  return { sections, elements };
}

const CHUNK = 400;

/** JSON with sorted keys: PostgreSQL's jsonb gives keys back in its own order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    entry && typeof entry === 'object' && !Array.isArray(entry)
      ? Object.fromEntries(
          Object.entries(entry as Json).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : entry,
  );
}

/**
 * An element as a save leaves it: its row, `id` null for a new one, `sectionId` null while its
 * section is new (the section's insert gives it).
 */
export type ElementState = Omit<ElementRow, 'id' | 'sectionId'> & {
  id: number | null;
  sectionId: number | null;
};

/** One section as a save leaves it: its stored id (null: new), its place and its elements. */
export interface SectionState {
  id: number | null;
  position: number;
  elements: ElementState[];
}

/** The offer's sections in order, each with its elements in order. */
export type SectionsState = SectionState[];

/** What an element row holds besides its id: equal means nothing to write. */
function sameRow(a: Omit<ElementState, 'id'>, b: Omit<ElementState, 'id'>): boolean {
  return (
    a.sectionId === b.sectionId &&
    a.position === b.position &&
    a.type === b.type &&
    a.visible === b.visible &&
    a.userMustBeLoggedIn === b.userMustBeLoggedIn &&
    a.userMustInvest === b.userMustInvest &&
    a.elementId === b.elementId &&
    JSON.stringify(a.cssClasses) === JSON.stringify(b.cssClasses) &&
    JSON.stringify(a.fileIds) === JSON.stringify(b.fileIds) &&
    canonical(a.title) === canonical(b.title) &&
    canonical(a.grid) === canonical(b.grid) &&
    canonical(a.content) === canonical(b.content)
  );
}

/** Two states of an offer's sections store the same rows (the ids, the order, each element). */
export function sameSections(a: SectionsState, b: SectionsState): boolean {
  return (
    a.length === b.length &&
    a.every((section, s) => {
      const other = b[s] as SectionState;
      return (
        section.id === other.id &&
        section.position === other.position &&
        section.elements.length === other.elements.length &&
        section.elements.every((element, e) => {
          const otherElement = other.elements[e] as ElementState;
          return element.id === otherElement.id && sameRow(element, otherElement);
        })
      );
    })
  );
}

/** The offer's stored sections, in order: what a save starts from. */
export async function storedSections(tx: DbOrTx, offerId: number): Promise<SectionsState> {
  return (await loadSectionRows(tx, offerId)).map((section) => ({
    id: section.id,
    position: section.position,
    elements: section.elements,
  }));
}

/**
 * What an audit entry records of a sections save: the section order before and after, and
 * the full rows of the elements that changed, appeared or went; an unchanged element is
 * counted, not copied (a one-field edit of a 1,000-element page is a small entry). Worked out
 * from the stored and the next state, before the write: a new section has no id yet (null), nor
 * has a new element (left out) or the section of an element in a new section (null).
 */
export interface SectionsChange {
  before: { sections: Array<{ id: number; position: number }>; elements: ElementRow[] };
  after: {
    sections: Array<{ id: number | null; position: number }>;
    elements: Array<Omit<ElementState, 'id'> & { id: number | undefined }>;
    unchangedElements: number;
  };
}

/**
 * The stored id a sent section or element keeps: its `backendIndex` when that is one of this
 * offer's stored rows not already taken by an earlier item of the save; else null (a new row).
 */
function keepStoredId(
  backendIndex: number | undefined,
  stored: ReadonlySet<number | null>,
  kept: Set<number>,
): number | null {
  if (backendIndex === undefined || !stored.has(backendIndex) || kept.has(backendIndex))
    return null;
  kept.add(backendIndex);
  return backendIndex;
}

/**
 * The sections a save leaves (the check and resolve step, nothing of the offer written): the
 * payload's sections and elements in order, checked and in their stored form (images resolved,
 * an inline one stored as a file; rich text sanitised). A section or element whose
 * `backendIndex` is one of this offer's (and not already taken by an earlier one) keeps its id;
 * one the payload leaves out is gone (the client leaves out what the user removed,
 * REQ-FORM-6).
 */
export async function nextSections(
  tx: DbOrTx,
  files: FileService,
  actor: AuditActor,
  offerId: number,
  stored: SectionsState,
  sections: SectionInput[],
  prefix: string,
): Promise<SectionsState> {
  const storedSectionIds = new Set(stored.map((s) => s.id));
  const storedElements = stored.flatMap((s) => s.elements);
  const storedElementIds = new Set(storedElements.map((e) => e.id));
  const storedRich = new Set(storedElements.flatMap((e) => richTextsOf(e.type, e.content)));
  const resolved = await resolveFiles(tx, files, actor, sections, prefix);
  const cache = new Map<string, string>();
  const keptSections = new Set<number>();
  const keptElements = new Set<number>();
  const next: SectionsState = [];
  for (const [i, section] of sections.entries()) {
    const own = keepStoredId(section.backendIndex, storedSectionIds, keptSections);
    const elements: ElementState[] = [];
    for (const [j, element] of section.elements.entries()) {
      const { content, fileIds } = await storedContent(
        element.type,
        element.content as Json,
        resolved,
        storedRich,
        cache,
        `${prefix}offerSections.${i}.elements.${j}.content`,
      );
      const id = keepStoredId(element.backendIndex, storedElementIds, keptElements);
      elements.push({
        id,
        offerId,
        sectionId: own,
        position: j + 1,
        type: element.type,
        title: element.title,
        grid: element.grid,
        userMustBeLoggedIn: element.userMustBeLoggedIn,
        userMustInvest: element.userMustInvest,
        visible: element.visible,
        cssClasses: element.cssClasses as string[],
        elementId: element.elementId,
        content,
        fileIds,
      });
    }
    next.push({ id: own, position: i + 1, elements });
  }
  return next;
}

/** The audit's account of going from `stored` to `next` (`SectionsChange`). */
export function sectionsChange(stored: SectionsState, next: SectionsState): SectionsChange {
  const storedElements = new Map(
    stored.flatMap((s) => s.elements).map((e) => [e.id as number, e as ElementRow]),
  );
  const changed = new Set<number>();
  const kept = new Set<number>();
  const after: SectionsChange['after']['elements'] = [];
  const added: SectionsChange['after']['elements'] = [];
  let unchanged = 0;
  for (const element of next.flatMap((s) => s.elements)) {
    const own = element.id === null ? undefined : storedElements.get(element.id);
    if (!own) {
      added.push({ ...element, id: undefined });
      continue;
    }
    kept.add(own.id);
    if (sameRow(element, own)) {
      unchanged += 1;
    } else {
      changed.add(own.id);
      after.push({ ...element, id: own.id });
    }
  }
  return {
    before: {
      sections: stored
        .map(({ id, position }) => ({ id: id as number, position }))
        .sort((a, b) => a.position - b.position),
      elements: [...storedElements.values()].filter((e) => changed.has(e.id) || !kept.has(e.id)),
    },
    after: {
      sections: next.map(({ id }, index) => ({ id, position: index + 1 })),
      elements: [...after, ...added],
      unchangedElements: unchanged,
    },
  };
}

/**
 * Stores the sections `nextSections` settled on (the write step), inside the offer's
 * transaction, in a few statements whatever their number: kept sections moved where needed,
 * the others dropped with their elements, new ones added; unchanged elements are left alone,
 * changed ones rewritten with their ids, new ones inserted, the rest deleted. A save of a
 * 1,000-element page where one field moved writes one row.
 */
export async function writeSections(
  tx: DbOrTx,
  offerId: number,
  next: SectionsState,
): Promise<void> {
  const stored = await existing(tx, offerId);
  const sectionById = new Map(stored.sections.map((s) => [s.id, s]));
  const elementById = new Map(stored.elements.map((e) => [e.id, e]));

  // sections: keep (moving where needed), add, and drop the rest with their elements
  const sectionIds: number[] = [];
  const keptSections = new Set<number>();
  for (const [index, section] of next.entries()) {
    const position = index + 1;
    const own = section.id === null ? undefined : sectionById.get(section.id);
    if (own && !keptSections.has(own.id)) {
      keptSections.add(own.id);
      if (own.position !== position) {
        await tx.update(offerSection).set({ position }).where(eq(offerSection.id, own.id));
      }
      sectionIds.push(own.id);
    } else {
      sectionIds.push(0);
    }
  }
  const droppedSections = stored.sections.filter((s) => !keptSections.has(s.id)).map((s) => s.id);
  if (droppedSections.length > 0) {
    await tx.delete(offerSection).where(inArray(offerSection.id, droppedSections));
  }
  const toAdd = sectionIds.flatMap((id, index) => (id === 0 ? [index] : []));
  for (let s = 0; s < toAdd.length; s += CHUNK) {
    const indexes = toAdd.slice(s, s + CHUNK);
    const rows = await tx
      .insert(offerSection)
      .values(indexes.map((index) => ({ offerId, position: index + 1 })))
      .returning({ id: offerSection.id, position: offerSection.position });
    for (const row of rows) sectionIds[row.position - 1] = row.id;
  }

  // elements: unchanged ones are left alone; changed ones are rewritten with their ids
  const keptElements = new Set<number>();
  const changed: ElementRow[] = [];
  const added: Array<Omit<ElementRow, 'id'>> = [];
  for (const [i, section] of next.entries()) {
    for (const element of section.elements) {
      const { id, ...fields } = element;
      const row = { ...fields, offerId, sectionId: sectionIds[i] as number };
      const own = id === null ? undefined : elementById.get(id);
      if (own && !keptElements.has(own.id)) {
        keptElements.add(own.id);
        if (!sameRow(row, own)) changed.push({ ...row, id: own.id });
      } else {
        added.push(row);
      }
    }
  }
  const gone = stored.elements.filter((e) => !keptElements.has(e.id));
  const rewrite = [...gone.map((e) => e.id), ...changed.map((e) => e.id)];
  for (let s = 0; s < rewrite.length; s += 1000) {
    await tx.delete(offerElement).where(inArray(offerElement.id, rewrite.slice(s, s + 1000)));
  }
  for (let s = 0; s < changed.length; s += CHUNK) {
    await tx
      .insert(offerElement)
      .overridingSystemValue()
      .values(changed.slice(s, s + CHUNK));
  }
  for (let s = 0; s < added.length; s += CHUNK) {
    await tx.insert(offerElement).values(added.slice(s, s + CHUNK));
  }
}

/**
 * Replaces the offer's sections with the payload's in one go (`nextSections`, then
 * `writeSections`): for the demo data, where no write pipeline runs (a new offer's sections
 * go through `createRecordAudited`, `nextSections` then `writeSections` as its child rows).
 */
export async function saveSections(
  tx: DbOrTx,
  files: FileService,
  actor: AuditActor,
  offerId: number,
  sections: SectionInput[],
  prefix: string,
): Promise<SectionsChange> {
  const stored = await storedSections(tx, offerId);
  const next = await nextSections(tx, files, actor, offerId, stored, sections, prefix);
  await writeSections(tx, offerId, next);
  return sectionsChange(stored, next);
}

/** Copies one offer's sections onto another (clone): new ids, the same stored images. */
export async function copySections(tx: DbOrTx, fromOfferId: number, toOfferId: number) {
  const sections = await tx
    .select()
    .from(offerSection)
    .where(eq(offerSection.offerId, fromOfferId))
    .orderBy(asc(offerSection.position));
  if (sections.length === 0) return;
  const newIds = new Map<number, number>();
  for (let s = 0; s < sections.length; s += CHUNK) {
    const chunk = sections.slice(s, s + CHUNK);
    const rows = await tx
      .insert(offerSection)
      .values(chunk.map((section) => ({ offerId: toOfferId, position: section.position })))
      .returning({ id: offerSection.id, position: offerSection.position });
    const byPosition = new Map(rows.map((r) => [r.position, r.id]));
    for (const section of chunk) newIds.set(section.id, byPosition.get(section.position) as number);
  }
  const elements = await tx
    .select()
    .from(offerElement)
    .where(eq(offerElement.offerId, fromOfferId));
  for (let s = 0; s < elements.length; s += CHUNK) {
    await tx.insert(offerElement).values(
      elements.slice(s, s + CHUNK).map(({ id: _id, ...rest }) => ({
        ...rest,
        offerId: toOfferId,
        sectionId: newIds.get(rest.sectionId) as number,
      })),
    );
  }
}

/** The stored rows, in order: what the audit snapshot records (image ids, no URLs). */
export async function loadSectionRows(tx: DbOrTx, offerId: number) {
  const sections = await tx
    .select()
    .from(offerSection)
    .where(eq(offerSection.offerId, offerId))
    .orderBy(asc(offerSection.position));
  const elements = await tx
    .select()
    .from(offerElement)
    .where(eq(offerElement.offerId, offerId))
    .orderBy(asc(offerElement.sectionId), asc(offerElement.position));
  const bySection = new Map<number, ElementRow[]>();
  for (const element of elements) {
    const list = bySection.get(element.sectionId) ?? [];
    list.push(element);
    bySection.set(element.sectionId, list);
  }
  return sections.map((section) => ({
    ...section,
    elements: bySection.get(section.id) ?? [],
  }));
}

export type SectionRows = Awaited<ReturnType<typeof loadSectionRows>>;

function fileView(file: StoredFile | undefined, fileId: string) {
  return file
    ? {
        fileId,
        fileName: file.fileName,
        url: file.url,
        imageUrl: file.imageUrl,
        thumbUrl: file.thumbUrl,
      }
    : null;
}

/**
 * The sections as read (`OfferSection`): inner items numbered (`backendIndex` = `position` =
 * their 1-based place), images expanded to their URLs with one query for the whole offer.
 */
export async function toSections(db: DbOrTx, rows: SectionRows): Promise<OfferSection[]> {
  const fileIds = [...new Set(rows.flatMap((s) => s.elements.flatMap((e) => e.fileIds)))];
  const stored = fileIds.length > 0 ? await loadStoredFiles(db, fileIds) : new Map();
  const expand = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(expand);
    if (value === null || typeof value !== 'object') return value;
    const out: Json = {};
    for (const [key, entry] of Object.entries(value as Json)) {
      if (key === 'file' && entry !== null && typeof entry === 'object') {
        const id = (entry as Json).fileId as string;
        out.file = fileView(stored.get(id) as StoredFile | undefined, id);
      } else {
        out[key] = expand(entry);
      }
    }
    return out;
  };
  return rows.map((section) => ({
    backendIndex: section.id,
    position: section.position,
    elements: section.elements.map((element) => ({
      backendIndex: element.id,
      position: element.position,
      type: element.type,
      title: element.title,
      grid: element.grid,
      userMustBeLoggedIn: element.userMustBeLoggedIn,
      userMustInvest: element.userMustInvest,
      visible: element.visible,
      cssClasses: element.cssClasses,
      elementId: element.elementId,
      content: mapLists(expand(element.content), (item, index) => ({
        ...item,
        backendIndex: index + 1,
        position: index + 1,
      })),
    })) as OfferSection['elements'],
  }));
}
