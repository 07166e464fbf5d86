// Zod-free: the shell's colour-scheme switch needs these names before any form loads zod.

export const COLOR_SCHEMES = ['light', 'dark', 'auto'] as const;
export type ColorSchemePreference = (typeof COLOR_SCHEMES)[number];
