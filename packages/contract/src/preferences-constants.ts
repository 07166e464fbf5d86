// Zod-free: the shell's colour-scheme switch needs these names before any form loads zod.

export const COLOR_SCHEMES = ['light', 'dark', 'auto'] as const;
export type ColorSchemePreference = (typeof COLOR_SCHEMES)[number];

/** Saved views (REQ-VIEWS-1): per list at most this many, each name and query this long. */
export const MAX_SAVED_VIEWS_PER_LIST = 20;
export const MAX_SAVED_VIEW_NAME = 60;
export const MAX_SAVED_VIEW_QUERY = 2000;
