/** TanStack Query keys of the permissions area (the pickers' catalogue is in `shared/access`). */
export const permissionAreaKeys = {
  all: ['permission-records'] as const,
  lists: () => ['permission-records', 'list'] as const,
  list: (query: Record<string, unknown>) => ['permission-records', 'list', query] as const,
  detail: (id: number) => ['permission-records', 'detail', id] as const,
};
