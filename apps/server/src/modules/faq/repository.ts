import { tablePageQuery, translatedOrder } from '../../core/list-query/index.js';
import { eq, sql } from 'drizzle-orm';
import type { Faq, FaqInput } from '@backoffice/contract/faq';
import type { DbOrTx } from '../../core/db/database.js';
import type { ListDefinition } from '../../core/list-query/index.js';
import { toIso } from '../../core/crud.js';
import { faq } from './schema.js';

type FaqRow = typeof faq.$inferSelect;

export function toFaq(row: FaqRow): Faq {
  return {
    id: row.id,
    active: row.active,
    position: row.position,
    isFeatured: row.isFeatured,
    question: row.question,
    answer: row.answer,
    version: row.version,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** A FAQ entry as `toFaq` wrote it (a delete's audit snapshot) back to its row. */
export function fromFaq(snapshot: Faq): typeof faq.$inferSelect {
  return {
    ...snapshot,
    createdAt: new Date(snapshot.createdAt),
    updatedAt: new Date(snapshot.updatedAt),
  };
}

/** What the FAQ list can be filtered and sorted by (REQ-FAQ-1). */
export const faqList: ListDefinition = {
  table: faq,
  filters: [
    {
      field: 'search',
      type: 'text',
      columns: [
        sql`${faq.question}->>'pl'`,
        sql`${faq.question}->>'en'`,
        sql`${faq.answer}->>'pl'`,
        sql`${faq.answer}->>'en'`,
      ],
    },
    { field: 'active', type: 'boolean', columns: [faq.active] },
    { field: 'isFeatured', type: 'boolean', columns: [faq.isFeatured] },
  ],
  sortable: {
    position: faq.position,
    question: translatedOrder(faq.question),
    active: faq.active,
    isFeatured: faq.isFeatured,
    createdAt: faq.createdAt,
  },
  defaultOrder: [{ column: 'position', direction: 'ASC' }],
  tieBreaker: faq.id,
};

/** One page of the list; its SQL is built once per list shape (`pageQuery`). */
export const listPage = tablePageQuery(faq, (rows) => rows.map(toFaq));

export async function findById(db: DbOrTx, id: number): Promise<FaqRow | null> {
  const [row] = await db.select().from(faq).where(eq(faq.id, id));
  return row ?? null;
}

export async function insert(db: DbOrTx, input: FaqInput): Promise<FaqRow> {
  const [row] = await db.insert(faq).values(input).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}
