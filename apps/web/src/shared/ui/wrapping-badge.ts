/**
 * Styles for a status badge whose words wrap inside it when the column is narrow, instead of
 * being cut to "Oczekuje na …" (REQ-FINLIST-4: badges are not cut at 1280 px beside the sidebar).
 * Mantine's Badge `styles` prop.
 */
export const WRAPPING_BADGE = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
} as const;
