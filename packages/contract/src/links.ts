import { z } from 'zod';

/**
 * A link the public site puts in an `href` (menu items, slide buttons): empty, a path on the site
 * (`/offers`, not `//host`) or an http(s) address. Anything else (`javascript:`, `data:`, a bare
 * `www.example.com`, which a browser would read as a relative path) is refused.
 */
export const siteLinkSchema = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (v) => v === '' || /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s]+$/i.test(v),
    'SITE_LINK_INVALID',
  );
