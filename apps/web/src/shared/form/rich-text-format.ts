import { RICH_TEXT_LINK } from '@backoffice/contract';

/**
 * The formatting the rich-text editor offers (REQ-RICH-1: headings 1 to 6, sizes small, large
 * and huge, a four-colour palette, height 600). The server's sanitiser keeps `font-size` and
 * `color` in `style`, so these are the only values a style ever carries.
 */

/** The editor's height in pixels, toolbar included; its skeleton has the same. */
export const RICH_TEXT_HEIGHT = 600;

/** Relative sizes: they scale with whatever font size the site gives the text around them. */
export const FONT_SIZES = {
  small: '0.8em',
  large: '1.4em',
  huge: '2em',
} as const;

/**
 * Each reaches at least 4.5:1 against white (WCAG AA for body text): the platform's purple
 * (REQ-RICH-1 chart preset #615FCF, 5.2:1), navy (11.5:1), teal (5.5:1) and red (6.6:1).
 */
export const PALETTE = {
  brand: '#615fcf',
  navy: '#1e3a5f',
  teal: '#0f766e',
  red: '#b42318',
} as const;

export type PaletteName = keyof typeof PALETTE;

/**
 * What a typed link address becomes, as the server's sanitiser will keep it (the contract's
 * `RICH_TEXT_LINK`: http(s), mailto, or a path on the site), or null when it is none of them. A
 * bare host (`www.example.com`) gets https:// and a bare e-mail mailto: — otherwise a browser
 * reads them as paths, and the server dropped such an href on save without a word. An e-mail template's
 * placeholder is kept as it is (its sanitiser keeps it, and the mail fills it in).
 */
export function linkHref(typed: string): string | null {
  const value = typed.trim();
  if (RICH_TEXT_LINK.test(value)) return value;
  // an e-mail template's link (`{{reset_link}}`), filled in when the mail is sent
  if (/^\{\{\s*[a-zA-Z0-9_]+\s*\}\}$/.test(value)) return value;
  if (/^[^\s/@:]+\.[a-z]{2,}(?:[/?#]\S*)?$/i.test(value)) return `https://${value}`;
  if (/^[^\s/@:]+@[^\s/@:]+\.[a-z]{2,}$/i.test(value)) return `mailto:${value}`;
  return null;
}
