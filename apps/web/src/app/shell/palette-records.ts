import {
  blogPaths,
  offersPaths,
  ordersPaths,
  pagesPaths,
  pathTo,
  transactionsPaths,
  usersPaths,
  type Language,
  type SearchKind,
  type SearchResult,
} from '@backoffice/contract';
import { formatPln } from '../../shared/format/money';
import { localized } from '../../shared/format/translatable';

/**
 * The records Ctrl+K finds (`GET /admin/search`): where each kind opens, and how a result reads.
 * The paths are the areas' record screens (palette-entries.test.ts checks each is a route
 * behind a permission the server's search requires for that kind).
 */
export const RECORD_HREF: Record<SearchKind, (id: number) => string> = {
  offer: (id) => pathTo(offersPaths.routes.record, id),
  blogPost: (id) => pathTo(blogPaths.routes.record, id),
  page: (id) => pathTo(pagesPaths.routes.record, id),
  order: (id) => pathTo(ordersPaths.routes.record, id),
  transaction: (id) => pathTo(transactionsPaths.routes.record, id),
  investor: (id) => pathTo(usersPaths.routes.record, id),
  staff: (id) => pathTo(usersPaths.routes.staffRecord, id),
};

/** The shell catalogue's key of each kind's group heading. */
export const RECORD_GROUP_KEY = {
  offer: 'palette.kind.offer',
  blogPost: 'palette.kind.blogPost',
  page: 'palette.kind.page',
  order: 'palette.kind.order',
  transaction: 'palette.kind.transaction',
  investor: 'palette.kind.investor',
  staff: 'palette.kind.staff',
} as const satisfies Record<SearchKind, string>;

/** A result's main line and its second, in the UI language. */
export function recordText(
  result: SearchResult,
  language: Language,
  numbered: (kind: 'order' | 'transaction', id: number) => string,
): { label: string; detail: string } {
  switch (result.kind) {
    case 'offer':
    case 'blogPost':
    case 'page':
      return { label: localized(result.title, language), detail: `/${result.slug}` };
    case 'order':
    case 'transaction':
      return {
        label: numbered(result.kind, result.id),
        detail: `${result.investor} · ${formatPln(result.amount, language)}`,
      };
    case 'investor':
    case 'staff':
      return { label: `${result.firstName} ${result.lastName}`.trim(), detail: result.email };
  }
}

/** The results grouped by kind, in the server's order (contract SEARCH_KINDS). */
export function groupRecords(results: readonly SearchResult[]): [SearchKind, SearchResult[]][] {
  const groups = new Map<SearchKind, SearchResult[]>();
  for (const result of results) {
    const group = groups.get(result.kind);
    if (group) group.push(result);
    else groups.set(result.kind, [result]);
  }
  return [...groups];
}
