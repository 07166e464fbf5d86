import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** One window for every sanitisation: DOMPurify is synchronous, so sharing it is safe. */
const window = new JSDOM('').window;
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

/**
 * Whether a text is an SVG document: it parses as XML (no parser error) and its root element is
 * `<svg>` in the SVG namespace. file-type cannot sniff SVG (it is text), so this is its content
 * check.
 */
export function isSvgDocument(text: string): boolean {
  try {
    const doc = new JSDOM(text, { contentType: 'image/svg+xml' }).window.document;
    const root = doc.documentElement;
    if (doc.getElementsByTagName('parsererror').length > 0) return false;
    // a hand-written file without xmlns is still an SVG; the sanitised copy gains the namespace
    return root.localName === 'svg' && (root.namespaceURI === SVG_NS || root.namespaceURI === null);
  } catch {
    return false;
  }
}

/**
 * An uploaded SVG with everything active taken out: scripts, event handlers, foreignObject,
 * `javascript:` links, external references. DOMPurify's svg profile is an allow-list; the served
 * copy also carries `Content-Security-Policy: sandbox` (decision 0006), so a sanitiser miss still
 * cannot run in the app's origin.
 */
export function sanitizeSvg(text: string): string | null {
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
