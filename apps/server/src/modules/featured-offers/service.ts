import { featuredOffersArea } from '@backoffice/contract';
import { asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  FEATURED_OFFER_OPTIONS_LIMIT,
  hasOffer,
  type FeaturedOffer,
  type FeaturedOfferEntry,
  type FeaturedOfferListItem,
  type FeaturedOfferOption,
  type UpdateFeaturedOffer,
} from '@backoffice/contract/featured-offers';
import type { AuditActor } from '../../core/audit.js';
import { toIso, updateRecordAudited, type RecordEntity } from '../../core/crud.js';
import type { Db, DbOrTx } from '../../core/db/database.js';
import { AppError, conflict, notFound } from '../../core/errors.js';
import {
  exportColumns,
  type ListExport,
  numberCell,
  textCell,
  translatedCell,
} from '../../core/export.js';
import {
  escapeLike,
  type ListDefinition,
  type ListRequest,
  runList,
  selectPageQuery,
  textOrder,
  translatedOrder,
} from '../../core/list-query/index.js';
import { offer } from '../offers/schema.js';
import { featuredOffer, featuredOfferEntry } from './schema.js';

const AREA = 'FEATURED_OFFER';
type GroupRow = typeof featuredOffer.$inferSelect;

/** An entry as saved and audited: the offer id, its position and whether that is fixed. */
interface EntryRecord {
  offerId: number;
  position: number;
  fixedPosition: boolean;
}

/** A group as the audit log records it: its fields and entries, without the offers' texts. */
type GroupRecord = Omit<FeaturedOffer, 'offers'> & { offers: EntryRecord[] };

const groupFields = (row: GroupRow) => ({
  id: row.id,
  name: row.name,
  title: row.title,
  returnAlreadyInvested: row.returnAlreadyInvested,
  shuffle: row.shuffle,
  version: row.version,
  createdAt: toIso(row.createdAt),
  updatedAt: toIso(row.updatedAt),
});

const optionColumns = {
  id: offer.id,
  title: offer.title,
  slugPl: offer.slugPl,
  slugEn: offer.slugEn,
};
type OptionRow = { id: number; title: { pl: string; en: string }; slugPl: string; slugEn: string };
const toOption = (row: OptionRow): FeaturedOfferOption => ({
  id: row.id,
  title: row.title,
  slug: { pl: row.slugPl, en: row.slugEn },
});

/** The group's entries by position (then the order they were saved in), with their offers. */
async function entriesOf(db: DbOrTx, groupId: number): Promise<FeaturedOfferEntry[]> {
  const rows = await db
    .select({
      position: featuredOfferEntry.position,
      fixedPosition: featuredOfferEntry.fixedPosition,
      offer: optionColumns,
    })
    .from(featuredOfferEntry)
    .innerJoin(offer, eq(offer.id, featuredOfferEntry.offerId))
    .where(eq(featuredOfferEntry.featuredOfferId, groupId))
    .orderBy(asc(featuredOfferEntry.position), asc(featuredOfferEntry.id));
  return rows.map((row) => ({
    offerId: row.offer.id,
    position: row.position,
    fixedPosition: row.fixedPosition,
    offer: toOption(row.offer),
  }));
}

const toEntryRecord = (entry: EntryRecord): EntryRecord => ({
  offerId: entry.offerId,
  position: entry.position,
  fixedPosition: entry.fixedPosition,
});

const toRecord = (row: GroupRow, entries: EntryRecord[]): GroupRecord => ({
  ...groupFields(row),
  offers: entries.map(toEntryRecord),
});

// qualified by hand: drizzle writes a column of the query's own table unqualified, and inside the
// subquery a bare "id" would be the entry's own
const offerCount = sql<number>`(select count(*)::int from ${featuredOfferEntry} e where e.featured_offer_id = "featured_offer"."id")`;

/** REQ-FEAT-1: search by name or title; sort by name or title. */
const groupList: ListDefinition = {
  table: featuredOffer,
  filters: [
    {
      field: 'search',
      type: 'text',
      columns: [
        featuredOffer.name,
        sql`${featuredOffer.title}->>'pl'`,
        sql`${featuredOffer.title}->>'en'`,
      ],
    },
  ],
  sortable: {
    name: textOrder(featuredOffer.name),
    title: translatedOrder(featuredOffer.title),
    id: featuredOffer.id,
  },
  defaultOrder: [{ column: 'id', direction: 'ASC' }],
  tieBreaker: featuredOffer.id,
};

/** One page of the groups list (the list and its export). */
/** One page of the list; its SQL is built once per list shape (`pageQuery`). */
const listPage = selectPageQuery(featuredOffer, { group: featuredOffer, offerCount }, (rows) =>
  rows.map((r) => ({ ...groupFields(r.group), offerCount: Number(r.offerCount) })),
);

export function list(db: Db, query: ListRequest) {
  return runList(db, groupList, query, (q) => listPage(db, q));
}

/** `GET /api/admin/featured-offer/export` (REQ-EXPORT-1): the area's columns, with their cells. */
export const listExport: ListExport<FeaturedOfferListItem> = {
  area: 'featured-offer',
  fileName: 'featured-offers',
  list: groupList,
  fetchPage: listPage,
  columns: exportColumns(featuredOffersArea, {
    name: textCell((group) => group.name),
    title: translatedCell((group) => group.title),
    offerCount: numberCell((group) => group.offerCount),
  }),
};

export async function get(db: DbOrTx, id: number): Promise<FeaturedOffer> {
  const [row] = await db.select().from(featuredOffer).where(eq(featuredOffer.id, id));
  if (!row) {
    throw notFound(AREA, 'FEATURED_OFFER_NOT_EXISTS', `Featured offer group ${id} does not exist`);
  }
  return { ...groupFields(row), offers: await entriesOf(db, id) };
}

/**
 * Offers for the entry select, by title or slug in either language (the offers' own order
 * first). Without a search, the first offers by position.
 */
export async function offerOptions(
  db: DbOrTx,
  search: string | undefined,
): Promise<{ items: FeaturedOfferOption[] }> {
  const term = search?.trim() ?? '';
  const pattern = `%${escapeLike(term)}%`;
  const rows = await db
    .select(optionColumns)
    .from(offer)
    .where(
      term === ''
        ? undefined
        : or(
            ilike(sql`${offer.title}->>'pl'`, pattern),
            ilike(sql`${offer.title}->>'en'`, pattern),
            ilike(offer.slugPl, pattern),
            ilike(offer.slugEn, pattern),
          ),
    )
    .orderBy(asc(offer.position), asc(offer.id))
    .limit(FEATURED_OFFER_OPTIONS_LIMIT);
  return { items: rows.map(toOption) };
}

/**
 * The entries a save keeps: those with an offer (REQ-FEAT-3), each with the index it was sent at,
 * so an error names the row the user sees. The schema already refused duplicates and missing
 * positions; here each offer must exist (`OFFER_NOT_EXISTS` on `offers.{i}.offer`).
 */
async function keptEntries(
  tx: DbOrTx,
  offers: UpdateFeaturedOffer['offers'],
): Promise<EntryRecord[]> {
  const kept = offers.flatMap((entry, index) =>
    hasOffer(entry)
      ? [
          {
            index,
            offerId: entry.offer,
            position: entry.position ?? 1,
            fixedPosition: entry.fixedPosition,
          },
        ]
      : [],
  );
  if (kept.length === 0) return [];
  const found = new Set(
    (
      await tx
        .select({ id: offer.id })
        .from(offer)
        .where(
          inArray(
            offer.id,
            kept.map((entry) => entry.offerId),
          ),
        )
        // an offer deleted while this save runs must not slip in between check and insert
        .for('share')
    ).map((row) => row.id),
  );
  const missing = kept.filter((entry) => !found.has(entry.offerId));
  if (missing.length > 0) {
    throw new AppError(
      400,
      missing.map((entry) => ({
        code: `${AREA}:OFFER_NOT_EXISTS`,
        message: `Offer ${entry.offerId} does not exist`,
        context: `offers.${entry.index}.offer`,
      })),
    );
  }
  return kept.map(toEntryRecord);
}

/** Same entries in the same order: a save that only repeats them is not a change. */
function sameEntries(a: EntryRecord[], b: EntryRecord[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (entry, i) =>
        entry.offerId === b[i]?.offerId &&
        entry.position === b[i]?.position &&
        entry.fixedPosition === b[i]?.fixedPosition,
    )
  );
}

/**
 * Saves a group's title, flags and entries in one transaction with one audit entry. The
 * entries are replaced as sent (the public site reads the whole list); a save that changes
 * nothing writes nothing and bumps no version.
 */
export async function update(
  db: Db,
  actor: AuditActor,
  id: number,
  input: UpdateFeaturedOffer,
): Promise<FeaturedOffer> {
  const { version, offers, ...fields } = input;
  await updateRecordAudited(db, actor, groupEntity, id, version, async (tx) => {
    const entries = await keptEntries(tx, offers);
    // stored in the order of their positions, so the audit entry reads as the site shows them
    const ordered = entries
      .map((entry, index) => ({ entry, index }))
      .sort((a, b) => a.entry.position - b.entry.position || a.index - b.index)
      .map(({ entry }) => entry);
    return { values: fields, children: ordered };
  });
  return get(db, id);
}

/** A group with its entries: one record to the write pipeline and the audit log. */
const groupEntity: RecordEntity<typeof featuredOffer, EntryRecord[], GroupRecord> = {
  table: featuredOffer,
  area: AREA,
  missing: 'FEATURED_OFFER_NOT_EXISTS',
  entityType: 'featured-offer',
  children: {
    load: async (tx, id) => (await entriesOf(tx, id)).map(toEntryRecord),
    same: sameEntries,
    write: async (tx, id, entries) => {
      await tx.delete(featuredOfferEntry).where(eq(featuredOfferEntry.featuredOfferId, id));
      if (entries.length > 0)
        await tx
          .insert(featuredOfferEntry)
          .values(entries.map((entry) => ({ featuredOfferId: id, ...entry })));
    },
  },
  toDto: (row, entries) => toRecord(row, entries),
  // the schema refuses a repeated offer; this is the index's word for the same thing
  uniqueViolation: () =>
    conflict(AREA, 'DUPLICATE_OFFER', 'An offer is in the group more than once', 'offers'),
};
