import {
  SEARCH_KIND_PERMISSIONS,
  SEARCH_KINDS,
  searchEmail,
  searchNumber,
  searchWords,
  type SearchKind,
  type SearchResponse,
  type SearchResult,
  type Translatable,
} from '@backoffice/contract';
import { queryRows, type Db } from '../../core/db/database.js';
import type { Holds } from '../../core/permissions.js';
import { likePatterns, searchStatement } from './queries.js';

/** The kinds a caller may search: those whose list and screen they may both open. */
export const permittedKinds = (holds: Holds): SearchKind[] =>
  SEARCH_KINDS.filter((kind) => SEARCH_KIND_PERMISSIONS[kind].every(holds));

interface Row {
  kind: SearchKind;
  id: number;
  title: Translatable | null;
  slug: string | null;
  investor: string | null;
  amount: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/**
 * The records matching `q` of the kinds the caller may see (`SEARCH_KIND_PERMISSIONS`), at most
 * SEARCH_LIMIT of each, in SEARCH_KINDS order. One statement (`queries.ts`), none when there is
 * nothing to look up (no permitted kind, or a query with neither a number nor a long enough word).
 */
export async function search(db: Db, q: string, holds: Holds): Promise<SearchResponse> {
  const kinds = permittedKinds(holds);
  // a number is a look-up of an order or a transaction: matching its digits in 200,000 names
  // and e-mails too cost most of its time (the planner weighs each pattern against the trigram
  // expression's statistics) for results nobody typed a number to find
  const number = searchNumber(q);
  const statement = searchStatement(kinds, {
    patterns: number === null ? likePatterns(searchWords(q)) : [],
    email: searchEmail(q),
    number,
  });
  if (!statement) return { results: [] };
  const rows = await queryRows<Row>(db, statement);
  const rank = (kind: SearchKind) => SEARCH_KINDS.indexOf(kind);
  return {
    results: rows.map(toResult).sort((a, b) => rank(a.kind) - rank(b.kind)),
  };
}

function toResult(row: Row): SearchResult {
  const id = Number(row.id);
  switch (row.kind) {
    case 'offer':
    case 'blogPost':
    case 'page':
      return { kind: row.kind, id, title: row.title ?? { pl: '', en: '' }, slug: row.slug ?? '' };
    case 'order':
    case 'transaction':
      return {
        kind: row.kind,
        id,
        investor: row.investor ?? '',
        amount: row.amount ?? '0',
      };
    case 'investor':
    case 'staff':
      return {
        kind: row.kind,
        id,
        firstName: row.firstName ?? '',
        lastName: row.lastName ?? '',
        email: row.email ?? '',
      };
  }
}
