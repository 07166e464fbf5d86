// Zod-free: the menu list draws these names without loading zod.

export const MENU_CODE_NAMES = ['header', 'footer'] as const;
export type MenuCodeName = (typeof MENU_CODE_NAMES)[number];
