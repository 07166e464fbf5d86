import { z } from 'zod';

/** Polish letters and their plain-Latin spelling in a URL ("Żółć" → "zolc"). */
const POLISH: Record<string, string> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
};

/** A slug as the public site's URLs take it: lowercase letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug: the public URL's last segment. Empty is allowed only where the language is optional. */
const slugText = z
  .string()
  .trim()
  .max(200)
  .refine((v) => v === '' || SLUG_PATTERN.test(v), 'SLUG_INVALID');

/** REQ-FORM-8: a slug per language, Polish required (blog posts, static pages, offers). */
export const slugsSchema = z.object({
  pl: slugText.refine((v) => v !== '', 'FIELD_IS_REQUIRED'),
  en: slugText,
});

/**
 * A title → its slug: Polish letters transliterated, other accents dropped, anything else a
 * hyphen. `slugify('Żółć i miód')` is `zolc-i-miod`.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ąćęłńóśźż]/g, (letter) => POLISH[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/, '');
}
