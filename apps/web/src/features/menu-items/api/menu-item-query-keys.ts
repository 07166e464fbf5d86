/** TanStack Query keys of the menu-items area (`/admin/menu`): lists, the tree, one entry per id. */
export const menuItemKeys = {
  all: ['menu-items'] as const,
  lists: () => ['menu-items', 'list'] as const,
  list: (query: Record<string, unknown>) => ['menu-items', 'list', query] as const,
  tree: () => ['menu-items', 'tree'] as const,
  detail: (id: number) => ['menu-items', 'detail', id] as const,
};
