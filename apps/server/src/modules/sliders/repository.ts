import { tablePageQuery, translatedOrder } from '../../core/list-query/index.js';
import { eq, sql } from 'drizzle-orm';
import type { StoredFile } from '@backoffice/contract';
import type { Slider } from '@backoffice/contract/sliders';
import type { DbOrTx } from '../../core/db/database.js';
import type { ListDefinition } from '../../core/list-query/index.js';
import { toIso } from '../../core/crud.js';
import { loadStoredFiles } from '../../core/files/service.js';
import { slider } from './schema.js';

export type SliderRow = typeof slider.$inferSelect;

/**
 * A slide as the audit log records it: its fields and its image's id (the file itself is
 * not part of the record's history).
 */
export type SliderRecord = Omit<Slider, 'image'> & { imageFileId: string };

export function toSliderRecord(row: SliderRow): SliderRecord {
  return {
    id: row.id,
    position: row.position,
    active: row.active,
    name: row.name,
    content: row.content,
    guestButtonLabel: row.guestButtonLabel,
    guestButtonUrl: row.guestButtonUrl,
    loggedUserButtonLabel: row.loggedUserButtonLabel,
    loggedUserButtonUrl: row.loggedUserButtonUrl,
    imageFileId: row.imageFileId,
    version: row.version,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

export function toSlider(row: SliderRow, image: StoredFile): Slider {
  const { imageFileId: _, ...fields } = toSliderRecord(row);
  return { ...fields, image };
}

/** Rows with their images, in one more query for the whole page. */
export async function withImages(db: DbOrTx, rows: SliderRow[]): Promise<Slider[]> {
  const images = await loadStoredFiles(db, [...new Set(rows.map((r) => r.imageFileId))]);
  return rows.flatMap((row) => {
    const image = images.get(row.imageFileId);
    // the foreign key keeps the file while a slide points at it
    return image ? [toSlider(row, image)] : [];
  });
}

/** REQ-SLIDER-1: sorting and filters of the list. */
export const sliderList: ListDefinition = {
  table: slider,
  filters: [
    {
      field: 'search',
      type: 'text',
      columns: [sql`${slider.name}->>'pl'`, sql`${slider.name}->>'en'`],
    },
    { field: 'active', type: 'boolean', columns: [slider.active] },
  ],
  sortable: {
    position: slider.position,
    name: translatedOrder(slider.name),
    active: slider.active,
    createdAt: slider.createdAt,
  },
  defaultOrder: [{ column: 'position', direction: 'ASC' }],
  tieBreaker: slider.id,
};

/** One page of the list; its SQL is built once per list shape (`pageQuery`). */
export const listPage = tablePageQuery(slider, (rows, db) => withImages(db, rows));

export async function findById(db: DbOrTx, id: number): Promise<SliderRow | null> {
  const [row] = await db.select().from(slider).where(eq(slider.id, id));
  return row ?? null;
}

export async function insert(db: DbOrTx, values: typeof slider.$inferInsert): Promise<SliderRow> {
  const [row] = await db.insert(slider).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/**
 * How many slides other than `exceptId` are active. Called under the area's advisory lock, so
 * two requests cannot each see the other's slide as the remaining active one.
 */
export async function countOtherActive(db: DbOrTx, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(slider)
    .where(sql`${slider.active} and ${slider.id} <> ${exceptId}`);
  return Number(row?.n ?? 0);
}

/** Serialises the writes that may leave no active slide (delete, deactivate). */
export async function lockActiveSlides(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('slider.last-active'))`);
}
