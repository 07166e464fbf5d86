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

/**
 * Where a rich-text link may go: the web, mail, or a path on the site (`/oferty`, `/uploads/…`).
 * A path must not start `//` or `/\` (browsers read those as another host) nor climb out with
 * `..`. The server's sanitiser drops any other `href`; the editor refuses it as it is typed.
 */
export const RICH_TEXT_LINK =
  /^(?:https?:\/\/[^\s]+|mailto:[^\s]+|\/(?![/\\])(?![^?#]*\.\.)[^\s\\]*)$/i;
