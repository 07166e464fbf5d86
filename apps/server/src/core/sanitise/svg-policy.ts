import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { SaxesParser } from 'saxes';

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Whether a text is an SVG document: it is well-formed, namespace-well-formed XML and its root
 * element is `<svg>` in the SVG namespace. file-type cannot sniff SVG (it is text), so this is its
 * content check. saxes, the XML parser JSDOM itself uses, reads it as a stream of tags without
 * building a document: the DOM is built once, by DOMPurify below.
 */
function isSvgDocument(text: string): boolean {
  const parser = new SaxesParser({ xmlns: true });
  let root: { local: string; uri: string } | null = null;
  let wellFormed = true;
  parser.on('error', () => {
    wellFormed = false;
  });
  parser.on('opentag', (tag) => {
    root ??= { local: tag.local ?? '', uri: tag.uri ?? '' };
  });
  try {
    parser.write(text).close();
  } catch {
    return false;
  }
  if (!wellFormed || !root) return false;
  const { local, uri } = root;
  // a hand-written file without xmlns is still an SVG; the sanitised copy gains the namespace
  return local === 'svg' && (uri === SVG_NS || uri === '');
}

/**
 * An uploaded SVG with everything active taken out: scripts, event handlers, foreignObject,
 * `javascript:` links, external references. DOMPurify's svg profile is an allow-list; the served
 * copy also carries `Content-Security-Policy: sandbox` (decision 0006), so a sanitiser miss still
 * cannot run in the app's origin.
 */
function sanitizeSvgNow(text: string): string | null {
  // a window of its own for each job: JSDOM keeps every document parsed through a window alive
  // with it (see rich-text-policy.ts)
  const window = new JSDOM('').window;
  try {
    return sanitizeIn(window, text);
  } finally {
    window.close();
  }
}

function sanitizeIn(window: JSDOM['window'], text: string): string | null {
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  const body = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // a link or a reference to another document is a way out of the image
    FORBID_TAGS: ['a', 'use', 'foreignObject', 'script', 'style', 'image', 'feImage'],
    FORBID_ATTR: ['href', 'xlink:href'],
    RETURN_DOM: true,
  });
  const svg = (body as unknown as Element).querySelector('svg');
  if (!svg) return null;
  // XML serialisation: the served file must stay well-formed (no HTML entities such as &nbsp;)
  const xml = new window.XMLSerializer().serializeToString(svg);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`;
}

/**
 * The worker's SVG job: `null` when the text is not an SVG document, else the sanitised file
 * (`''` when nothing of it is left). Synchronous and JSDOM-based: worker only (`./worker.ts`).
 */
export function checkAndSanitizeSvg(text: string): string | null {
  if (!isSvgDocument(text)) return null;
  return sanitizeSvgNow(text) ?? '';
}
