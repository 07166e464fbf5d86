import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { RICH_TEXT_LINK } from '@backoffice/contract';

/**
 * The one allow-list for every rich-HTML field (REQ-RICH-1), applied on save. It keeps what the
 * editor (Tiptap through `RichTextField`) writes — paragraphs, headings 1–6, bold, italic,
 * underline, strike, links, lists, quotes, rules, code, images, and `<span style>` with a font
 * size and a colour — and drops everything else: scripts, event handlers, `javascript:` and
 * `data:` URLs, iframes, style elements, forms, and images from anywhere but our own uploads.
 * It parses with JSDOM, so it runs only in the sanitiser's worker threads (`./worker.ts`,
 * docs/architecture.md "Sanitising off the event loop"); callers use `core/rich-text.ts`.
 */
const ALLOWED_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'br',
  'hr',
  'img',
  'span',
  'code',
  'pre',
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'src', 'alt', 'width', 'height', 'style', 'start'];

/**
 * Where an image may come from: a file uploaded here, and nowhere else. A remote image is a
 * tracking pixel (it tells another host who read the page or the mail, and a template could put
 * a placeholder's secret in its address), so even an https one goes.
 */
const IMAGE_SOURCE = /^\/uploads\/[0-9a-f-]{36}\/[a-z]+\.[a-z0-9]{1,5}$/i;
const REL_TOKENS = new Set(['noopener', 'noreferrer', 'nofollow', 'ugc']);
/** Font sizes as the editor writes them: a keyword or a plain length. */
const FONT_SIZE =
  /^(?:xx-small|x-small|small|medium|large|x-large|xx-large|xxx-large|\d{1,3}(?:\.\d{1,3})?(?:px|em|rem|%))$/;
/** Colours: hex, rgb() or rgba() with plain numbers. Anything else in a style is dropped. */
const COLOR =
  /^(?:#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\))$/i;

function cleanStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    if (property === 'font-size' && FONT_SIZE.test(value)) kept.push(`font-size: ${value}`);
    if (property === 'color' && COLOR.test(value)) kept.push(`color: ${value}`);
  }
  return kept.join('; ');
}

/**
 * A DOMPurify with this allow-list's hooks, on a window of its own. Each job gets a new one and
 * closes it: JSDOM keeps every document parsed through a window alive with it, so a shared window
 * grew by ~35 MB a 200,000-character text until its thread ran out of memory.
 */
function createPurify() {
  const window = new JSDOM('').window;
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    const tag = element.tagName?.toLowerCase();
    if (!tag) return;
    if (element.hasAttribute('style')) {
      const style = tag === 'span' ? cleanStyle(element.getAttribute('style') ?? '') : '';
      if (style) element.setAttribute('style', style);
      else element.removeAttribute('style');
    }
    for (const attribute of ['href', 'target', 'rel'] as const) {
      if (tag !== 'a') element.removeAttribute(attribute);
    }
    for (const attribute of ['src', 'alt', 'width', 'height'] as const) {
      if (tag !== 'img') element.removeAttribute(attribute);
    }
    if (tag !== 'ol') element.removeAttribute('start');
    if (tag === 'a') {
      const href = element.getAttribute('href');
      if (href !== null && !RICH_TEXT_LINK.test(href.trim())) element.removeAttribute('href');
      if (element.getAttribute('target') !== '_blank') element.removeAttribute('target');
      const rel = (element.getAttribute('rel') ?? '')
        .toLowerCase()
        .split(/\s+/)
        .filter((token) => REL_TOKENS.has(token));
      // a new tab must not reach back to this page through window.opener
      if (element.hasAttribute('target')) rel.push('noopener', 'noreferrer');
      if (rel.length > 0) element.setAttribute('rel', [...new Set(rel)].join(' '));
      else element.removeAttribute('rel');
    }
    if (tag === 'img') {
      for (const size of ['width', 'height'] as const) {
        const value = element.getAttribute(size);
        if (value !== null && !/^\d{1,4}$/.test(value)) element.removeAttribute(size);
      }
    }
    if (tag === 'ol') {
      const start = element.getAttribute('start');
      if (start !== null && !/^\d{1,6}$/.test(start)) element.removeAttribute('start');
    }
  });

  purify.addHook('uponSanitizeElement', (node, data) => {
    // an image from anywhere else (a remote or tracking pixel, a data: URL) goes entirely
    if (data.tagName === 'img') {
      const src = (node as Element).getAttribute?.('src')?.trim() ?? '';
      if (!IMAGE_SOURCE.test(src)) node.parentNode?.removeChild(node);
    }
  });
  return { purify, close: () => window.close() };
}

/** Rich HTML as it may be stored and shown: see the allow-list above. Synchronous: worker only. */
export function sanitizeRichHtmlNow(html: string): string {
  const { purify, close } = createPurify();
  try {
    return sanitizeWith(purify, html);
  } finally {
    close();
  }
}

function sanitizeWith(purify: ReturnType<typeof createDOMPurify>, html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
    // the contents of these never become text either
    FORBID_CONTENTS: [
      'script',
      'style',
      'iframe',
      'noscript',
      'template',
      'textarea',
      'title',
      'xmp',
      'noembed',
      'noframes',
      'object',
      'embed',
      'select',
      'option',
    ],
  });
}
