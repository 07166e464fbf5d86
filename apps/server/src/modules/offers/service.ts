import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  type ListQueryParams,
  offersArea,
  type RestoreRequest,
  type Translatable,
} from '@backoffice/contract';
import type {
  CreateOffer,
  Offer,
  OfferListItem,
  RevalidateResponse,
  UpdateOffer,
} from '@backoffice/contract/offers';
import { recordAudit, type AuditActor } from '../../core/audit.js';
import {
  createRecordAudited,
  deleteRecordAudited,
  idOf,
  restoreRowsAudited,
  setFlagsAudited,
  toIso,
  updateRecordAudited,
  type CrudRecordEntity,
} from '../../core/crud.js';
import type { Db, DbOrTx } from '../../core/db/database.js';
import { AppError, badRequest, conflict, notFound } from '../../core/errors.js';
import { loadStoredFiles, resolveFileInput, type FileService } from '../../core/files/service.js';
import {
  booleanCell,
  dayCell,
  exportColumns,
  type ListExport,
  positionCell,
  translatedCell,
} from '../../core/export.js';
import {
  type ListDefinition,
  runList,
  tablePageQuery,
  translatedOrder,
} from '../../core/list-query/index.js';
import { sanitizeTranslatableHtml } from '../../core/rich-text.js';
import { nextFreePosition } from '../../core/positions.js';
import {
  checkUniqueSlugs,
  slugRaceToConflict,
  type SlugClash,
  type SlugColumns,
} from '../../core/slugs.js';
import { orders } from '../money/orders/schema.js';
import { series } from '../series/schema.js';
import {
  offer,
  offerAgreement,
  offerAttachment,
  offerBadge,
  offerDescription,
  offerProperty,
} from './schema.js';
import {
  canonical,
  copySections,
  loadSectionRows,
  nextSections,
  sameSections,
  sectionsChange,
  storedSections,
  toSections,
  writeSections,
  type SectionRows,
  type SectionsState,
} from './sections.js';

const AREA = 'OFFER';
const SLUGS: SlugColumns = { table: offer, id: offer.id, pl: offer.slugPl, en: offer.slugEn };
const SLUG_CLASH: SlugClash = { area: AREA, code: 'SLUG_NOT_UNIQUE', noun: 'offer' };
const mapSlugRace = slugRaceToConflict(SLUG_CLASH);
type OfferRow = typeof offer.$inferSelect;
type OfferData = CreateOffer['data'];

/** The scalar fields as read (no lists, no files). */
function toFields(row: OfferRow, seriesName: string | null) {
  return {
    id: row.id,
    position: row.position,
    isOpen: row.isOpen,
    isVisible: row.isVisible,
    noRobots: row.noRobots,
    title: row.title,
    slug: { pl: row.slugPl, en: row.slugEn },
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    mainDescription: row.mainDescription,
    projectType: row.projectType,
    templateName: row.templateName,
    address: row.address,
    investmentStart: row.investmentStart,
    investmentEnd: row.investmentEnd,
    investmentReturn: row.investmentReturn,
    redemptionCapRate: row.redemptionCapRate,
    totalCost: row.totalCost,
    costPerStock: row.costPerStock,
    debt: row.debt,
    minStock: row.minStock,
    developerEquity: row.developerEquity,
    investorsEquity: row.investorsEquity,
    // not a column: the switch is on exactly when a fixed equity is stored
    shouldEnableFixedInvestorsEquity: row.fixedInvestorsEquity !== null,
    fixedInvestorsEquity: row.fixedInvestorsEquity,
    tenants: row.tenants,
    series: row.seriesId,
    seriesName,
    version: row.version,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

async function seriesNames(db: DbOrTx, rows: OfferRow[]) {
  const ids = [...new Set(rows.map((r) => r.seriesId).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map<number, string>();
  const found = await db
    .select({ id: series.id, name: series.name })
    .from(series)
    .where(inArray(series.id, ids));
  return new Map(found.map((s) => [s.id, s.name]));
}

async function toListItems(db: DbOrTx, rows: OfferRow[]): Promise<OfferListItem[]> {
  const names = await seriesNames(db, rows);
  const images = await loadStoredFiles(
    db,
    rows.map((r) => r.imageFileId),
  );
  return rows.map((row) => {
    const { mainDescription: _unused, ...fields } = toFields(
      row,
      row.seriesId === null ? null : (names.get(row.seriesId) ?? null),
    );
    const image = row.imageFileId ? (images.get(row.imageFileId) ?? null) : null;
    return {
      ...fields,
      image,
      imageUrl: image?.imageUrl ?? null,
      thumbUrl: image?.thumbUrl ?? null,
    };
  });
}

/** The lists of one offer, each in position order (`backendIndex` = id). */
async function loadLists(db: DbOrTx, id: number) {
  const byPosition = <T extends PgTable & { offerId: AnyPgColumn; position: AnyPgColumn }>(
    table: T,
  ) =>
    db
      .select()
      .from(table as PgTable)
      .where(eq(table.offerId, id))
      .orderBy(asc(table.position), asc(sql`id`));
  const properties = (await byPosition(offerProperty)) as (typeof offerProperty.$inferSelect)[];
  const badges = (await byPosition(offerBadge)) as (typeof offerBadge.$inferSelect)[];
  const descriptions = (await byPosition(
    offerDescription,
  )) as (typeof offerDescription.$inferSelect)[];
  const agreements = (await byPosition(offerAgreement)) as (typeof offerAgreement.$inferSelect)[];
  const attachments = (await byPosition(
    offerAttachment,
  )) as (typeof offerAttachment.$inferSelect)[];
  return { properties, badges, descriptions, agreements, attachments };
}

type Lists = Awaited<ReturnType<typeof loadLists>>;

async function toOffer(
  db: DbOrTx,
  row: OfferRow,
  lists: Lists,
  sectionRows: SectionRows,
): Promise<Offer> {
  const [item] = await toListItems(db, [row]);
  if (!item) throw new Error('unreachable');
  const files = await loadStoredFiles(
    db,
    lists.attachments.map((a) => a.fileId),
  );
  return {
    ...item,
    mainDescription: row.mainDescription,
    properties: lists.properties.map((p) => ({
      backendIndex: p.id,
      position: p.position,
      name: p.name,
      value: p.value,
    })),
    badges: lists.badges.map((b) => ({ backendIndex: b.id, position: b.position, name: b.name })),
    descriptions: lists.descriptions.map((d) => ({
      backendIndex: d.id,
      position: d.position,
      title: d.title,
      content: d.content,
    })),
    // REQ-OFFER-5: agreements sorted by position and renumbered from 1 on load
    agreements: lists.agreements.map((a, index) => ({
      backendIndex: a.id,
      position: index + 1,
      type: a.type,
      target: a.target,
      required: a.required,
      content: a.content,
    })),
    investorAttachments: lists.attachments.map((a) => ({
      backendIndex: a.id,
      position: a.position,
      displayName: a.displayName,
      file: a.fileId ? (files.get(a.fileId) ?? null) : null,
    })),
    sections: await toSections(db, sectionRows),
  };
}

/** REQ-OFFER-1: title search, open, visible, investment dates, series. */
const offerList: ListDefinition = {
  table: offer,
  filters: [
    {
      field: 'search',
      type: 'text',
      columns: [sql`${offer.title}->>'pl'`, sql`${offer.title}->>'en'`, offer.slugPl, offer.slugEn],
    },
    { field: 'isOpen', type: 'boolean', columns: [offer.isOpen] },
    { field: 'isVisible', type: 'boolean', columns: [offer.isVisible] },
    { field: 'investmentStart', type: 'dateTimeRange', columns: [offer.investmentStart] },
    { field: 'investmentEnd', type: 'dateTimeRange', columns: [offer.investmentEnd] },
    { field: 'series', type: 'numeric', columns: [offer.seriesId] },
  ],
  sortable: {
    position: offer.position,
    title: translatedOrder(offer.title),
    investmentStart: offer.investmentStart,
    investmentEnd: offer.investmentEnd,
  },
  defaultOrder: [{ column: 'position', direction: 'ASC' }],
  tieBreaker: offer.id,
};

/** One page of the offers list (the list and its export). */
/** One page of the list; its SQL is built once per list shape (`pageQuery`). */
const listPage = tablePageQuery(offer, (rows, db) => toListItems(db, rows));

export function list(db: Db, query: ListQueryParams) {
  return runList(db, offerList, query, (q) => listPage(db, q));
}

/** `GET /api/admin/offer/export` (REQ-EXPORT-1): the area's columns, with their cells. */
export const listExport: ListExport<OfferListItem> = {
  area: 'offer',
  fileName: 'offers',
  list: offerList,
  fetchPage: listPage,
  columns: exportColumns(offersArea, {
    position: positionCell(),
    title: translatedCell((o) => o.title),
    slug: translatedCell((o) => o.slug),
    investmentStart: dayCell((o) => o.investmentStart),
    investmentEnd: dayCell((o) => o.investmentEnd),
    isOpen: booleanCell((o) => o.isOpen),
    isVisible: booleanCell((o) => o.isVisible),
  }),
};

const missing = (id: number) => notFound(AREA, 'OFFER_NOT_EXISTS', `Offer ${id} does not exist`);

export async function get(db: DbOrTx, id: number): Promise<Offer> {
  const [row] = await db.select().from(offer).where(eq(offer.id, id));
  if (!row) throw missing(id);
  return toOffer(db, row, await loadLists(db, id), await loadSectionRows(db, id));
}

/** Field rules the schema cannot see: date order and the series' existence. */
async function checkFields(tx: DbOrTx, data: OfferData, prefix: string) {
  if (data.investmentEnd < data.investmentStart) {
    throw badRequest(
      AREA,
      'INVESTMENT_END_BEFORE_START',
      'The investment cannot end before it starts',
      `${prefix}investmentEnd`,
    );
  }
  if (data.series !== null) {
    const [found] = await tx
      .select({ id: series.id })
      .from(series)
      .where(eq(series.id, data.series));
    if (!found) {
      throw badRequest(AREA, 'SERIES_NOT_EXISTS', 'The series does not exist', `${prefix}series`);
    }
  }
}

/**
 * The offer's rich texts sanitised (the main description, each description's and agreement's
 * content), in the sanitiser's worker pool before the transaction opens; the sections' own rich
 * texts are sanitised with what is stored (`sections.ts`).
 */
async function withCleanHtml<T extends OfferData>(data: T, prefix: string): Promise<T> {
  const [mainDescription, offerDescriptions, offerAgreements] = await Promise.all([
    sanitizeTranslatableHtml(data.mainDescription, `${prefix}mainDescription`),
    Promise.all(
      data.offerDescriptions.map(async (d, i) => ({
        ...d,
        content: await sanitizeTranslatableHtml(
          d.content,
          `${prefix}offerDescriptions.${i}.content`,
        ),
      })),
    ),
    Promise.all(
      data.offerAgreements.map(async (a, i) => ({
        ...a,
        content: await sanitizeTranslatableHtml(a.content, `${prefix}offerAgreements.${i}.content`),
      })),
    ),
  ]);
  return { ...data, mainDescription, offerDescriptions, offerAgreements };
}

/**
 * A decimal as its NUMERIC(…, 2) column gives it back ("5" → "5.00", "007.5" → "7.50"), so a
 * save that sends a number the form typed differently is no change (REQ-AUDIT-1). The contract
 * has checked the shape (digits, at most two decimals, no sign).
 */
function asStored(value: string | null): string | null {
  if (value === null) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
}

/** The row's fields; the rich texts are already clean (`withCleanHtml`). */
function toValues(data: OfferData) {
  return {
    position: data.position,
    isOpen: data.isOpen,
    isVisible: data.isVisible,
    noRobots: data.noRobots,
    title: data.title,
    slugPl: data.slug.pl,
    slugEn: data.slug.en,
    seoTitle: data.seoTitle,
    seoDescription: data.seoDescription,
    mainDescription: data.mainDescription,
    projectType: data.projectType,
    templateName: data.templateName,
    address: data.address,
    investmentStart: data.investmentStart,
    investmentEnd: data.investmentEnd,
    investmentReturn: asStored(data.investmentReturn),
    redemptionCapRate: asStored(data.redemptionCapRate),
    totalCost: asStored(data.totalCost),
    costPerStock: asStored(data.costPerStock),
    debt: asStored(data.debt),
    minStock: data.minStock,
    developerEquity: asStored(data.developerEquity),
    investorsEquity: asStored(data.investorsEquity),
    fixedInvestorsEquity: data.shouldEnableFixedInvestorsEquity
      ? asStored(data.fixedInvestorsEquity ?? '0')
      : null,
    tenants: data.tenants,
    seriesId: data.series,
  };
}

interface ListTable {
  table: PgTable;
  id: AnyPgColumn;
  offerId: AnyPgColumn;
}

type ListRow = { id: number; offerId: number; position: number };
/** A list's row as a save leaves it: `id` null for a new item (its insert gives it one). */
type Next<R extends ListRow> = Omit<R, 'id'> & { id: number | null };
type ListItem = { backendIndex?: number | undefined; delete?: boolean | undefined };

/** The offer's five lists, each in position order: stored, or as a save leaves them. */
interface ListsState {
  properties: Next<typeof offerProperty.$inferSelect>[];
  badges: Next<typeof offerBadge.$inferSelect>[];
  descriptions: Next<typeof offerDescription.$inferSelect>[];
  agreements: Next<typeof offerAgreement.$inferSelect>[];
  attachments: Next<typeof offerAttachment.$inferSelect>[];
}

const NO_LISTS: ListsState = {
  properties: [],
  badges: [],
  descriptions: [],
  agreements: [],
  attachments: [],
};

const LIST_TABLES: Record<keyof ListsState, ListTable> = {
  properties: { table: offerProperty, id: offerProperty.id, offerId: offerProperty.offerId },
  badges: { table: offerBadge, id: offerBadge.id, offerId: offerBadge.offerId },
  descriptions: {
    table: offerDescription,
    id: offerDescription.id,
    offerId: offerDescription.offerId,
  },
  agreements: { table: offerAgreement, id: offerAgreement.id, offerId: offerAgreement.offerId },
  attachments: { table: offerAttachment, id: offerAttachment.id, offerId: offerAttachment.offerId },
};

/**
 * One list as a save leaves it (checked and resolved, nothing written): items flagged `delete`
 * and stored items the body no longer names go, the others are numbered from 1 in the body's
 * order; an item whose `backendIndex` is not one of this offer's is new. A stored item named
 * twice takes the later one's values and place.
 */
async function nextList<R extends ListRow, T extends ListItem>(
  stored: Next<R>[],
  offerId: number,
  items: T[],
  /** `own`: the item's stored row when it is one of this offer's (an attachment's file) */
  toRow: (
    item: T,
    index: number,
    own: Next<R> | undefined,
  ) => Omit<R, keyof ListRow> | Promise<Omit<R, keyof ListRow>>,
): Promise<Next<R>[]> {
  const owned = new Map(stored.flatMap((r) => (r.id === null ? [] : [[r.id, r] as const])));
  const next: Next<R>[] = [];
  let position = 0;
  for (const [index, item] of items.entries()) {
    if (item.delete === true) continue;
    position += 1;
    const own = item.backendIndex === undefined ? undefined : owned.get(item.backendIndex);
    const id = own?.id ?? null;
    const earlier = id === null ? -1 : next.findIndex((r) => r.id === id);
    if (earlier >= 0) next.splice(earlier, 1);
    next.push({ ...(await toRow(item, index, own)), id, offerId, position } as Next<R>);
  }
  return next;
}

/** The offer's lists as a save leaves them: `nextList` of each, the attachments' files resolved. */
async function nextLists(
  tx: DbOrTx,
  files: FileService,
  actor: AuditActor,
  offerId: number,
  stored: ListsState,
  data: OfferData,
  prefix: string,
): Promise<ListsState> {
  return {
    properties: await nextList(stored.properties, offerId, data.offerProperties, (p) => ({
      name: p.name,
      value: p.value,
    })),
    badges: await nextList(stored.badges, offerId, data.offerBadges, (b) => ({ name: b.name })),
    descriptions: await nextList(stored.descriptions, offerId, data.offerDescriptions, (d) => ({
      title: d.title,
      content: d.content,
    })),
    agreements: await nextList(stored.agreements, offerId, data.offerAgreements, (a) => ({
      type: a.type,
      target: a.target,
      required: a.required,
      content: a.content,
    })),
    attachments: await nextList(
      stored.attachments,
      offerId,
      data.offerAttachments,
      async (a, index, own) => ({
        displayName: a.displayName,
        fileId: await resolveFileInput(tx, a.file, {
          files,
          kind: 'file',
          actor,
          current: own?.fileId ?? null,
          context: `${prefix}offerAttachments.${index}.file`,
        }),
      }),
    ),
  };
}

/**
 * Stores one list as `nextList` settled on: the stored items it left out are deleted, the
 * changed ones updated, the new ones inserted.
 */
async function writeList(
  tx: DbOrTx,
  list: ListTable,
  offerId: number,
  next: ReadonlyArray<{ id: number | null }>,
) {
  const stored = (await tx.select().from(list.table).where(eq(list.offerId, offerId))) as Array<
    Record<string, unknown> & { id: number }
  >;
  const byId = new Map(stored.map((r) => [r.id, r]));
  const keepIds = next.flatMap((r) => (r.id !== null && byId.has(r.id) ? [r.id] : []));
  await tx
    .delete(list.table)
    .where(
      and(eq(list.offerId, offerId), keepIds.length > 0 ? notInArray(list.id, keepIds) : undefined),
    );
  const added: Record<string, unknown>[] = [];
  for (const row of next) {
    const { id, ...values } = row as Record<string, unknown> & { id: number | null };
    const own = id === null ? undefined : byId.get(id);
    if (!own) {
      added.push({ ...values, offerId });
    } else if (canonical(own) !== canonical(row)) {
      await tx
        .update(list.table)
        .set(values as never)
        .where(eq(list.id, own.id));
    }
  }
  if (added.length > 0) await tx.insert(list.table).values(added as never);
}

/** Stores the offer's lists as `nextLists` settled on (`writeList` of each). */
async function writeLists(tx: DbOrTx, offerId: number, next: ListsState) {
  for (const key of Object.keys(LIST_TABLES) as (keyof ListsState)[]) {
    await writeList(tx, LIST_TABLES[key], offerId, next[key]);
  }
}

/**
 * What an offer's save writes besides its row: the five lists, and the sections when the save
 * sends them (null: the client edits only the General tab, the stored sections stay and are
 * not read).
 */
interface OfferChildren {
  lists: ListsState;
  sections: SectionsState | null;
}

/** The offer as the audit log records an edit: its row and every list, without file URLs. */
const toRecord = (row: OfferRow, children: OfferChildren) => ({ ...row, ...children.lists });

/** What the write pipeline knows an offer by, for its saves and its clones alike. */
const OFFER_RECORD = {
  table: offer,
  area: AREA,
  missing: 'OFFER_NOT_EXISTS',
  entityType: 'offer',
  noun: 'offer',
} as const;

/**
 * The offer with its lists and sections: one record to the write pipeline. Its sections are
 * read, compared and written only by a save that sends them (`withSections`); the audit records
 * what changed in them (`SectionsChange`) through `prepare`'s notes.
 */
function offerEntity(
  withSections: boolean,
): CrudRecordEntity<typeof offer, OfferChildren, ReturnType<typeof toRecord>> {
  return {
    ...OFFER_RECORD,
    children: {
      load: async (tx, id) => ({
        lists: await loadLists(tx, id),
        sections: withSections ? await storedSections(tx, id) : null,
      }),
      same: (a, b) =>
        canonical(a.lists) === canonical(b.lists) &&
        (a.sections === null || b.sections === null
          ? a.sections === b.sections
          : sameSections(a.sections, b.sections)),
      write: async (tx, id, next) => {
        await writeLists(tx, id, next.lists);
        if (next.sections !== null) await writeSections(tx, id, next.sections);
      },
      // the new list items' ids come from their inserts; the audit records no section rows
      readBack: async (tx, id, next) => ({ ...next, lists: await loadLists(tx, id) }),
    },
    toDto: toRecord,
    // a delete keeps the stored rows of the offer, its lists, sections and group places: what
    // an undo puts back (decision 0005)
    restoreRows: true,
  };
}

/**
 * The offer as the audit log records it: its fields and every list, without file URLs. The
 * sections are added by each write: a save records what changed in them (`SectionsChange`), a
 * delete every stored row.
 */
async function snapshot(tx: DbOrTx, row: OfferRow) {
  return { ...row, ...(await loadLists(tx, row.id)) };
}

/**
 * Create through the write pipeline (`createRecordAudited`): `prepare` checks the fields and
 * the slugs, resolves the image and places the offer after the last one when no position is
 * sent; once the row has its id, the lists and (when sent) the sections are settled and written,
 * and one audit entry shows the offer with its lists as stored and its sections as added.
 */
export async function create(
  db: Db,
  files: FileService,
  actor: AuditActor,
  input: OfferData,
): Promise<{ id: number }> {
  const data = await withCleanHtml(input, 'data.');
  const sent = data.offerSections;
  const row = await createRecordAudited(db, actor, offerEntity(sent !== undefined), async (tx) => {
    await checkFields(tx, data, 'data.');
    await checkUniqueSlugs(tx, SLUGS, data.slug, SLUG_CLASH, 'data.');
    const imageFileId = await resolveFileInput(tx, data.offerImage, {
      files,
      kind: 'photo',
      actor,
      context: 'data.offerImage',
    });
    const position = data.position ?? (await nextFreePosition(tx, offer, offer.position));
    return {
      values: { ...toValues(data), position, imageFileId },
      // a new offer has no lists nor sections yet: everything sent is added
      children: async (id) => ({
        lists: await nextLists(tx, files, actor, id, NO_LISTS, data, 'data.'),
        sections:
          sent === undefined ? null : await nextSections(tx, files, actor, id, [], sent, 'data.'),
      }),
      // left out: the offer starts without sections, and the entry says so (null)
      auditNote: ({ sections }) => ({
        sections: sections === null ? null : sectionsChange([], sections).after,
      }),
    };
  }).catch(mapSlugRace);
  return idOf(row);
}

/**
 * Edit through the write pipeline (`updateRecordAudited`): `prepare` checks the fields and the
 * slugs, resolves the image, and settles the lists and (when sent) the sections, nothing
 * written; a stale version is refused after those checks (409 naming who saved last); a save
 * that changes nothing writes nothing (REQ-AUDIT-1); otherwise the row, then the lists and
 * sections that changed, and one audit entry.
 */
export async function update(
  db: Db,
  files: FileService,
  actor: AuditActor,
  id: number,
  input: UpdateOffer,
): Promise<Offer> {
  const { version, ...fields } = input;
  const data = await withCleanHtml(fields, '');
  const sent = data.offerSections;
  await updateRecordAudited(
    db,
    actor,
    offerEntity(sent !== undefined),
    id,
    version,
    async (tx, before, current) => {
      await checkFields(tx, data, '');
      await checkUniqueSlugs(tx, SLUGS, data.slug, SLUG_CLASH, '', id);
      const imageFileId = await resolveFileInput(tx, data.offerImage, {
        files,
        kind: 'photo',
        actor,
        current: before.imageFileId,
        context: 'offerImage',
      });
      const values = { ...toValues(data), imageFileId };
      const lists = await nextLists(tx, files, actor, id, current.lists, data, '');
      // left out = the client edits only the General tab: the stored sections stay
      if (sent === undefined || current.sections === null) {
        return { values, children: { lists, sections: null } };
      }
      const sections = await nextSections(tx, files, actor, id, current.sections, sent, '');
      const change = sectionsChange(current.sections, sections);
      return {
        values,
        children: { lists, sections },
        auditBeforeNote: { sections: change.before },
        auditNote: { sections: change.after },
      };
    },
  ).catch(mapSlugRace);
  return get(db, id);
}

/**
 * Delete through the write pipeline (`deleteRecordAudited`): the offer, its lists, sections and
 * group places with it. The entry shows every stored section row (a save records only what it
 * changed in them).
 */
export async function remove(db: Db, actor: AuditActor, id: number): Promise<void> {
  await deleteRecordAudited(db, actor, offerEntity(false), id, {
    // investors' orders (and their payments and shares) keep the offer: money is never deleted
    check: async (tx) => {
      const [ordered] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.offerId, id))
        .limit(1);
      if (ordered) {
        throw conflict(AREA, 'CANT_DELETE_ENTITY_WITH_RELATIONS', 'The offer has orders');
      }
    },
    auditNote: async (tx) => ({ sections: await loadSectionRows(tx, id) }),
  });
}

const restorable = { table: offer, area: AREA, entityType: 'offer' } as const;

/** Undo of a delete (decision 0005): the offer, its lists and sections back, same ids. */
export async function restore(
  db: Db,
  actor: AuditActor,
  id: number,
  body: RestoreRequest,
  now: Date,
): Promise<Offer> {
  await restoreRowsAudited(db, actor, restorable, id, body.auditId, now);
  return get(db, id);
}

/** Show or hide one offer on the public site at the version listed (the list's bulk action). */
export function setVisible(
  db: Db,
  actor: AuditActor,
  id: number,
  version: number,
  isVisible: boolean,
): Promise<void> {
  return setFlagsAudited(
    db,
    actor,
    { ...restorable, missing: 'OFFER_NOT_EXISTS', snapshot },
    id,
    version,
    { isVisible },
  );
}

/** `base-kopia`, then `base-kopia-2`, … : the first slug no offer holds in that language. */
async function freeSlug(tx: DbOrTx, column: AnyPgColumn, base: string, suffix: string) {
  const stem = `${base.slice(0, 180)}-${suffix}`;
  for (let n = 1; n < 10_000; n += 1) {
    const candidate = n === 1 ? stem : `${stem}-${n}`;
    const [taken] = await tx
      .select({ id: offer.id })
      .from(offer)
      .where(eq(column, candidate))
      .limit(1);
    if (!taken) return candidate;
  }
  throw new Error('no free slug');
}

const withSuffix = (t: Translatable, pl: string, en: string): Translatable => ({
  pl: t.pl ? `${t.pl} ${pl}`.slice(0, 300) : '',
  en: t.en ? `${t.en} ${en}`.slice(0, 300) : '',
});

/** What a clone writes beside the offer's row: the source's lists, then its sections, copied. */
interface CloneChildren {
  lists: Awaited<ReturnType<typeof loadLists>>;
  /** the copy's section rows, read back after the copy (`null` before it) */
  sections: SectionRows | null;
}

/**
 * A clone of offer `sourceId` to the write pipeline (`createRecordAudited`, recorded as
 * `offer.clone`): its lists' items are inserted again for the copy, its sections and elements
 * copied, and the entry shows the copy as stored, with its lists, every section row and the
 * offer it came from.
 */
function cloneEntity(
  sourceId: number,
): CrudRecordEntity<typeof offer, CloneChildren, Record<string, unknown>> {
  return {
    ...OFFER_RECORD,
    children: {
      load: async (tx, id) => ({
        lists: await loadLists(tx, id),
        sections: await loadSectionRows(tx, id),
      }),
      write: async (tx, id, next) => {
        const { lists } = next;
        const strip = <T extends { id: number; offerId: number }>(items: T[]) =>
          items.map(({ id: _itemId, ...rest }) => ({ ...rest, offerId: id }));
        if (lists.properties.length) await tx.insert(offerProperty).values(strip(lists.properties));
        if (lists.badges.length) await tx.insert(offerBadge).values(strip(lists.badges));
        if (lists.descriptions.length)
          await tx.insert(offerDescription).values(strip(lists.descriptions));
        if (lists.agreements.length)
          await tx.insert(offerAgreement).values(strip(lists.agreements));
        if (lists.attachments.length)
          await tx.insert(offerAttachment).values(strip(lists.attachments));
        await copySections(tx, sourceId, id);
      },
      // the copied items' and sections' ids come from their inserts
      readBack: true,
    },
    toDto: (row, children) => ({
      clonedFrom: sourceId,
      ...row,
      ...children.lists,
      sections: children.sections,
    }),
  };
}

/**
 * `POST /admin/offer/{id}/clone`: the offer and every list, pointing at the same stored files
 * (nothing is uploaded again), with free slugs and hidden until someone checks it.
 */
export async function clone(db: Db, actor: AuditActor, id: number): Promise<{ id: number }> {
  const row = await createRecordAudited(
    db,
    actor,
    cloneEntity(id),
    async (tx) => {
      const [source] = await tx.select().from(offer).where(eq(offer.id, id));
      if (!source) throw missing(id);
      const lists = await loadLists(tx, id);
      const {
        id: _id,
        version: _version,
        createdAt: _createdAt,
        updatedAt: _updatedAt,
        ...fields
      } = source;
      return {
        values: {
          ...fields,
          title: withSuffix(source.title, '(kopia)', '(copy)'),
          slugPl: await freeSlug(tx, offer.slugPl, source.slugPl, 'kopia'),
          slugEn: source.slugEn ? await freeSlug(tx, offer.slugEn, source.slugEn, 'copy') : '',
          isVisible: false,
          // after the last offer, not on the source's position
          position: await nextFreePosition(tx, offer, offer.position),
        },
        children: () => Promise.resolve({ lists, sections: null }),
      };
    },
    { action: 'offer.clone' },
  ).catch(mapSlugRace);
  return idOf(row);
}

export interface RevalidateConfig {
  url: string | undefined;
  secret: string | undefined;
  timeoutMs: number;
}

type Outcome = 'sent' | 'skipped' | 'failed' | 'timeout';

/** One POST to the webhook; a timeout and a failure are told apart for the error code. */
async function callWebhook(config: RevalidateConfig & { url: string }, body: unknown) {
  try {
    const response = await fetch(config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.secret ? { 'x-revalidate-secret': config.secret } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    // drain the body so the connection is released
    await response.arrayBuffer().catch(() => undefined);
    return response.ok
      ? ({ outcome: 'sent', status: response.status } as const)
      : ({ outcome: 'failed', status: response.status } as const);
  } catch (error) {
    const name = (error as { name?: string }).name;
    return {
      outcome: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'failed',
      status: null,
    } as const;
  }
}

/**
 * Asks the public site to rebuild the pages of these offers (`scope: 'all'` or one offer), one
 * retry on failure. Every call is audited with its outcome, also when it fails; a failure
 * answers 502 `REVALIDATION_FAILED`, a timeout 504 `REVALIDATION_TIMEOUT`.
 */
export async function revalidate(
  db: Db,
  config: RevalidateConfig,
  actor: AuditActor,
  id?: number,
): Promise<RevalidateResponse> {
  const rows =
    id === undefined
      ? await db
          .select({ slugPl: offer.slugPl, slugEn: offer.slugEn })
          .from(offer)
          .orderBy(asc(offer.position), asc(offer.id))
      : await db
          .select({ slugPl: offer.slugPl, slugEn: offer.slugEn })
          .from(offer)
          .where(eq(offer.id, id));
  if (id !== undefined && rows.length === 0) throw missing(id);
  const slugs = rows.flatMap((r) => (r.slugEn ? [r.slugPl, r.slugEn] : [r.slugPl]));
  const body = { scope: id === undefined ? 'all' : 'offer', offerId: id ?? null, slugs };
  let outcome: Outcome = 'skipped';
  let attempts = 0;
  let status: number | null = null;
  const { url } = config;
  if (url) {
    for (attempts = 1; attempts <= 2; attempts += 1) {
      const result = await callWebhook({ ...config, url }, body);
      outcome = result.outcome;
      status = result.status;
      if (outcome === 'sent') break;
    }
    attempts = Math.min(attempts, 2);
  }
  await recordAudit(db, actor, {
    action: 'offer.revalidate',
    entityType: 'offer',
    entityId: id ?? null,
    after: { scope: body.scope, slugs, outcome, attempts, status },
  });
  if (outcome === 'timeout') {
    throw AppError.of(
      504,
      AREA,
      'REVALIDATION_TIMEOUT',
      'The public site did not answer the revalidation in time',
    );
  }
  if (outcome === 'failed') {
    throw AppError.of(502, AREA, 'REVALIDATION_FAILED', 'The public site refused the revalidation');
  }
  return { outcome, slugs };
}
