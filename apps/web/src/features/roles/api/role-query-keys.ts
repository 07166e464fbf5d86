/** TanStack Query keys of the roles area (the role ↔ user links are in `shared/access`). */
export const roleKeys = {
  all: ['roles'] as const,
  lists: () => ['roles', 'list'] as const,
  list: (query: Record<string, unknown>) => ['roles', 'list', query] as const,
  detail: (id: number) => ['roles', 'detail', id] as const,
  permissions: (id: number) => ['roles', 'permissions', id] as const,
};
