/** TanStack Query keys of the users area (users and staff accounts share them). */
export const userKeys = {
  all: ['users'] as const,
  lists: () => ['users', 'list'] as const,
  list: (query: Record<string, unknown>, onlyAdmin: boolean) =>
    ['users', 'list', { onlyAdmin, query }] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
  personalPermissions: (id: number) => ['users', 'personal-permissions', id] as const,
  countries: () => ['users', 'countries'] as const,
};
