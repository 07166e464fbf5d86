import { adminApi, type AdminApi } from './support.js';
import type { APIRequestContext } from '@playwright/test';

// The records a spec opens, found through the API as the seeded admin: a spec does not know the
// seed's ids (the seed's insert order is its own, and an earlier spec may have deleted the record
// a fixed id named or added records before it).

/** How a spec finds one record: its id, looked up through the admin API. */
export type RecordLookup = (api: AdminApi) => Promise<number>;

interface ListPage {
  items: { id: number }[];
}

/** The first record a list answers in its own default order. */
export const firstOf =
  (list: string): RecordLookup =>
  async (api) => {
    const { items } = await api.get<ListPage>(`${list}?pagination[pageSize]=5`);
    const [first] = items;
    if (!first) throw new Error(`${list} lists no record`);
    return first.id;
  };

/** An account found by its e-mail (the demo's staff and investors). */
export const userByEmail =
  (email: string): RecordLookup =>
  async (api) => {
    const { items } = await api.get<{ items: { id: number; email: string }[] }>(
      `/api/admin/user?filters[search][text]=${encodeURIComponent(email)}`,
    );
    const user = items.find((item) => item.email === email);
    if (!user) throw new Error(`no account ${email}`);
    return user.id;
  };

interface ContentNode {
  id: number;
  type: 'collection' | 'text' | 'richText' | 'image';
  children: ContentNode[];
}

/** The static-content tree's first node of a type, in the tree's order (depth first). */
export const contentNodeOfType =
  (type: ContentNode['type']): RecordLookup =>
  async (api) => {
    const { items } = await api.get<{ items: ContentNode[] }>('/api/admin/static-content/list');
    const walk = (nodes: ContentNode[]): ContentNode | undefined => {
      for (const node of nodes) {
        const found = node.type === type ? node : walk(node.children);
        if (found) return found;
      }
      return undefined;
    };
    const node = walk(items);
    if (!node) throw new Error(`no static-content ${type}`);
    return node.id;
  };

/**
 * The offer whose Sections tab has the most elements (the demo's showcase of every element type),
 * with at least two sections, the first one holding an element.
 */
export const richestOffer: RecordLookup = async (api) => {
  const { items } = await api.get<ListPage>('/api/admin/offer?pagination[pageSize]=50');
  let best: { id: number; elements: number } | undefined;
  for (const { id } of items) {
    const { sections } = await api.get<{ sections: { elements: unknown[] }[] }>(
      `/api/admin/offer/${id}`,
    );
    const elements = sections.reduce((sum, section) => sum + section.elements.length, 0);
    const fits = sections.length >= 2 && (sections[0]?.elements.length ?? 0) > 0;
    if (fits && elements > (best?.elements ?? 0)) best = { id, elements };
  }
  if (!best) throw new Error('no offer with two sections');
  return best.id;
};

/**
 * A screen path's records filled in: `/faq/{faq}` is `/faq/<id>` of the record `lookups.faq`
 * finds. Each record is looked up once per run of the spec (the first time a path names it).
 */
export function recordPaths(lookups: Record<string, RecordLookup>) {
  const found = new Map<string, Promise<number>>();
  return async (request: APIRequestContext, path: string): Promise<string> => {
    const keys = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
    let api: Promise<AdminApi> | undefined;
    let filled = path;
    for (const key of keys) {
      const lookup = lookups[key];
      if (!lookup) throw new Error(`${path}: no lookup for {${key}}`);
      if (!found.has(key)) {
        api ??= adminApi(request);
        found.set(key, api.then(lookup));
      }
      filled = filled.replace(`{${key}}`, String(await found.get(key)));
    }
    return filled;
  };
}

/**
 * A refund's id: the first the list answers, or, when the demo data has none, one made by hand
 * (1.00) from the first paid order, as the finance team would from its screen.
 */
export const refundOrMade: RecordLookup = async (api) => {
  const { items } = await api.get<ListPage>('/api/admin/refund?pagination[pageSize]=5');
  if (items[0]) return items[0].id;
  const paid = await api.get<ListPage>(
    '/api/admin/order?filters[status][choice]=paid&pagination[pageSize]=5',
  );
  const order = paid.items[0];
  if (!order) throw new Error('no paid order to refund in the demo data');
  const made = await api.post<{ id: number }>('/api/admin/refund', {
    orderId: order.id,
    amount: '1.00',
    reason: 'Accessibility walk',
  });
  return made.id;
};
