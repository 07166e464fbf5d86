/** TanStack Query keys of the FAQ area: every list (any query) under `lists`, one entry per id. */
export const faqKeys = {
  all: ['faq'] as const,
  lists: () => ['faq', 'list'] as const,
  list: (query: Record<string, unknown>) => ['faq', 'list', query] as const,
  detail: (id: number) => ['faq', 'detail', id] as const,
};
