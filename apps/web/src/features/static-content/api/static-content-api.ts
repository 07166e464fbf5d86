import type {
  StaticContentElement,
  StaticContentElementData,
  StaticContentNode,
} from '@backoffice/contract/static-content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/request';

const TAG = 'static-content';
const keys = {
  all: ['static-content'] as const,
  tree: () => ['static-content', 'tree'] as const,
  element: (id: number) => ['static-content', 'element', id] as const,
};

/** `GET /admin/static-content/list`: the whole tree. */
export function useStaticContentTree() {
  return useQuery({
    queryKey: keys.tree(),
    queryFn: async ({ signal }) =>
      (await request<{ items: StaticContentNode[] }>('/admin/static-content/list', { signal })).data
        .items,
    meta: { shows: [TAG] },
  });
}

/** `GET /admin/static-content/element?slug={id}` (REQ-STATIC-4): one element and its trail. */
export function useStaticContentElement(id: number) {
  return useQuery({
    queryKey: keys.element(id),
    queryFn: async ({ signal }) =>
      (
        await request<StaticContentElement>('/admin/static-content/element', {
          query: { slug: id },
          signal,
        })
      ).data,
    meta: { shows: [TAG] },
  });
}

/**
 * `PUT /admin/static-content/element` with `data` and `slug` (REQ-STATIC-4) and the loaded version:
 * 409 `STATIC_CONTENT:STALE_WRITE` when someone saved it since.
 */
export function useUpdateStaticContentElement(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: {
      data: StaticContentElementData;
      version: number;
    }): Promise<StaticContentElement> =>
      (
        await request<StaticContentElement>('/admin/static-content/element', {
          method: 'PUT',
          body: { slug: id, ...body },
        })
      ).data,
    onSuccess: (saved) => queryClient.setQueryData(keys.element(id), saved),
    meta: { changes: [TAG] },
  });
}

/** A node of the tree and the collections above it, root first; null when it is not there. */
export function findInTree(
  nodes: readonly StaticContentNode[],
  id: number,
  above: StaticContentNode[] = [],
): { node: StaticContentNode; path: StaticContentNode[] } | null {
  for (const node of nodes) {
    if (node.id === id) return { node, path: above };
    const found = findInTree(node.children, id, [...above, node]);
    if (found) return found;
  }
  return null;
}
