import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { isSecretPlaceholder, isWholeHrefPlaceholder } from '@backoffice/contract/email-templates';
import type { MailMessage } from '../../core/mail/mailer.js';
import { sanitizeRichHtml } from '../../core/rich-text.js';

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g;
// a placeholder stands in a link's href (`<a href="{{reset_link}}">`), which the sanitiser
// would drop as no URL: it passes the sanitiser as this address and comes back after
const STAND_IN = 'https://placeholder.invalid/';
const STAND_IN_BACK = /https:\/\/placeholder\.invalid\/([a-zA-Z0-9_]+)/g;

/**
 * A template body as it may be stored: the rich-text allow-list (remote images go, so no
 * placeholder can ride out in an image's address), placeholders kept.
 */
export async function sanitizeTemplateBody(html: string, context?: string): Promise<string> {
  return (await sanitizeRichHtml(html.replace(PLACEHOLDER, `${STAND_IN}$1`), context)).replace(
    STAND_IN_BACK,
    '{{$1}}',
  );
}

type Node = DefaultTreeAdapterMap['node'];
/** Elements whose content is no text a reader sees (the sanitiser drops them all). */
const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript', 'textarea', 'title', 'xmp']);
/**
 * What a link may carry for a secret to be filled into its href: the sanitiser's allow-list for
 * links (`core/sanitise/rich-text-policy.ts`). A body stored past the sanitiser (a seed, a
 * restored backup) could carry `ping`, which posts the link's address elsewhere on a click.
 */
const LINK_ATTRIBUTES = new Set(['href', 'target', 'rel']);

/**
 * Where in a body a secret placeholder may stand, as source offsets: in text, or as the whole
 * `href` of a link (`<a href="{{reset_link}}">`). Anywhere else (an image's address, a style,
 * a link's query) the mail client would hand it to someone else's server (REQ-SEC-4). With
 * `plainLinks` (rendering), only a link with no attribute beyond `LINK_ATTRIBUTES`: a typed
 * body's other attributes are the sanitiser's to drop, a stored one's are not.
 */
function secretSafeRanges(html: string, plainLinks = false): [start: number, end: number][] {
  const ranges: [number, number][] = [];
  // an explicit stack, not recursion: a frame per nesting level overflowed the call stack at
  // ~5,000 nested elements, under the rich-text limit of 10,000 (a 500 on a save or a mail)
  const stack: [node: Node, inText: boolean][] = [
    [parseFragment(html, { sourceCodeLocationInfo: true }), true],
  ];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, inText] = next;
    const location = 'sourceCodeLocation' in node ? node.sourceCodeLocation : undefined;
    if (node.nodeName === '#text' && inText && location) {
      ranges.push([location.startOffset, location.endOffset]);
    }
    if ('tagName' in node && node.tagName === 'a') {
      const href = node.attrs.find((attribute) => attribute.name === 'href' && !attribute.prefix);
      const at = node.sourceCodeLocation?.attrs?.href;
      const plain =
        !plainLinks ||
        node.attrs.every((attribute) => !attribute.prefix && LINK_ATTRIBUTES.has(attribute.name));
      if (href && at && plain && isWholeHrefPlaceholder(href.value)) {
        ranges.push([at.startOffset, at.endOffset]);
      }
    }
    const childText = inText && !('tagName' in node && NOT_TEXT.has(node.tagName));
    if ('childNodes' in node) for (const child of node.childNodes) stack.push([child, childText]);
  }
  return ranges;
}

/** The secret placeholders of a body written where they may not stand, each once. */
export function misplacedSecretPlaceholders(html: string): string[] {
  const safe = secretSafeRanges(html);
  const misplaced = new Set<string>();
  for (const match of html.matchAll(PLACEHOLDER)) {
    const name = match[1] as string;
    const start = match.index;
    const end = start + match[0].length;
    if (isSecretPlaceholder(name) && !safe.some(([from, to]) => from <= start && end <= to)) {
      misplaced.add(name);
    }
  }
  return [...misplaced];
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' };

/** The plain-text part: paragraphs on their own lines, a link as "label: address". */
function toText(html: string): string {
  return html
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) =>
      // the address on its own after a colon: a mail client links it, a reader copies it whole
      label.replace(/<[^>]*>/g, '').trim() === href ? href : `${label}: ${href}`,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|pre)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|[a-z]+);/gi, (whole, name: string) =>
      name.startsWith('#') ? String.fromCharCode(Number(name.slice(1))) : (ENTITIES[name] ?? whole),
    )
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .concat('\n');
}

/**
 * A message from a stored subject and body. Every value is HTML-escaped before it goes into
 * the body (a user's name cannot add markup to the email); an unknown placeholder stays as
 * written, and so does a secret one where it may not stand (`misplacedSecretPlaceholders`:
 * a body saved before that rule, or typed into a test message, never sends the link there).
 * The subject is plain text, on one line, and never gets a secret one: mail logs, spam
 * quarantines and lock screens show it.
 */
export function renderTemplate(
  to: string,
  template: { subject: string; body: string },
  values: Record<string, string>,
): MailMessage {
  const fill = (
    text: string,
    escape: (v: string) => string,
    mayHoldSecret: (start: number, end: number) => boolean,
  ) =>
    text.replace(PLACEHOLDER, (whole, name: string, offset: number) =>
      Object.hasOwn(values, name) &&
      (!isSecretPlaceholder(name) || mayHoldSecret(offset, offset + whole.length))
        ? escape(values[name] as string)
        : whole,
    );
  const safe = secretSafeRanges(template.body, true);
  const html = fill(template.body, escapeHtml, (start, end) =>
    safe.some(([from, to]) => from <= start && end <= to),
  );
  return {
    to,
    subject: fill(
      template.subject,
      (v) => v,
      () => false,
    )
      .replace(/[\r\n]+/g, ' ')
      .trim(),
    html,
    text: toText(html),
  };
}
