// TEMPORARY shim (sliders-static): files-server owns core/rich-text.ts; on merging its version,
// take theirs. Same signature: sanitizeRichHtml(html) → safe HTML.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const purify = createDOMPurify(
  new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0],
);

export function sanitizeRichHtml(html: string): string {
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'iframe', 'form', 'input'],
  });
}
