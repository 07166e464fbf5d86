import { z } from 'zod';
import type { PermissionName } from './catalogue.js';
import { moneySchema } from './money.js';
import { translatableSchema } from './translatable.js';

/**
 * `GET /api/admin/search?q=` (Ctrl+K finds records): offers, blog posts and static pages by
 * title or slug, orders and transactions by number, investors and staff by name or e-mail.
 * Any signed-in admin may call it; each kind is searched only for a caller who may both list
 * and open that kind of record (`SEARCH_KIND_PERMISSIONS`), and is absent from the answer
 * otherwise. docs/architecture.md, "Record search".
 */
export const SEARCH_KINDS = [
  'offer',
  'blogPost',
  'page',
  'order',
  'transaction',
  'investor',
  'staff',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** What a caller must hold for a kind to be searched: the list it comes from and its screen. */
export const SEARCH_KIND_PERMISSIONS: Record<SearchKind, readonly PermissionName[]> = {
  offer: ['admin:offer:list', 'admin:offer:get'],
  blogPost: ['admin:blog:list', 'admin:blog:get'],
  page: ['admin:page:list', 'admin:page:get'],
  order: ['admin:order:list', 'admin:order:get'],
  transaction: ['admin:transaction:list', 'admin:transaction:get'],
  investor: ['admin:user:list', 'admin:user:get'],
  staff: ['admin:user:list', 'admin:user:get'],
};

/** The longest query (characters, after trimming). */
export const SEARCH_QUERY_MAX = 100;
/**
 * Text kinds need a word of at least this many characters: the trigram index (pg_trgm) has
 * nothing to look up in a shorter one, and a `%ab%` over 200,000 investors reads them all.
 */
export const SEARCH_MIN_WORD = 3;
/** At most this many words are matched (every one must appear). */
export const SEARCH_MAX_WORDS = 5;
/** Results per kind. */
export const SEARCH_LIMIT = 5;

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1, 'IS_REQUIRED').max(SEARCH_QUERY_MAX, 'TOO_LONG'),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * An order or transaction number as typed: `123` or `#123` (a whole number that fits int4). A
 * query that is a number searches orders and transactions only.
 */
export function searchNumber(q: string): number | null {
  const match = /^#?\s*(\d{1,10})$/.exec(q.trim());
  if (!match?.[1]) return null;
  const value = Number(match[1]);
  return value >= 1 && value <= 2_147_483_647 ? value : null;
}

/**
 * A whole e-mail address as typed (one word with a local part, `@` and a dotted domain), lower
 * cased, or null. People are then found by that address alone, through the unique index on
 * `lower(email)`: matched as text, its trigrams (every investor's `@example.com` among them)
 * made it the slowest search at scale (REQ-UX-7; figure in docs/performance.md). A part of an
 * address (`kowalski@`, `@firma.pl`) is matched as text, as any word.
 */
export function searchEmail(q: string): string | null {
  const text = q.trim();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? text.toLowerCase() : null;
}

/** The words a text kind matches (each must appear), or none when no word is long enough. */
export function searchWords(q: string): string[] {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, SEARCH_MAX_WORDS);
  return words.some((word) => [...word].length >= SEARCH_MIN_WORD) ? words : [];
}

const contentResultSchema = z.object({
  id: z.number(),
  title: translatableSchema,
  /** the Polish slug (every record has one) */
  slug: z.string(),
});
const moneyResultSchema = z.object({
  id: z.number(),
  /** the investor's first and last name */
  investor: z.string(),
  amount: moneySchema,
});
const personResultSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

export const searchResultSchema = z.discriminatedUnion('kind', [
  contentResultSchema.extend({ kind: z.literal('offer') }),
  contentResultSchema.extend({ kind: z.literal('blogPost') }),
  contentResultSchema.extend({ kind: z.literal('page') }),
  moneyResultSchema.extend({ kind: z.literal('order') }),
  moneyResultSchema.extend({ kind: z.literal('transaction') }),
  personResultSchema.extend({ kind: z.literal('investor') }),
  personResultSchema.extend({ kind: z.literal('staff') }),
]);
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  /** in SEARCH_KINDS order, at most SEARCH_LIMIT of each kind */
  results: z.array(searchResultSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
