// Zod-free: every list's page-size picker needs these without loading zod.

/** `000 §9`: the page sizes offered, plus the server's current size. */
export const DEFAULT_PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
