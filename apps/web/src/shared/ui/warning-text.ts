/**
 * The colour of a warning's words ("expires within 24 h", an unknown placeholder): Mantine's
 * darkest orange, orange-9, is 4.3:1 on white, under WCAG AA's 4.5:1 for small text; 20 % darker
 * it is about 6:1 and still reads as orange. On the dark page, a light orange (`light-dark()`
 * follows Mantine's `color-scheme` on <html>). Mantine's `c` prop.
 */
export const WARNING_TEXT =
  'light-dark(color-mix(in srgb, var(--mantine-color-orange-9), #000 20%), var(--mantine-color-orange-3))';
