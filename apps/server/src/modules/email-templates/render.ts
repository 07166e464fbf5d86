import type { MailMessage } from '../../core/mail/mailer.js';
import { sanitizeRichHtml } from '../../core/rich-text.js';

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g;
// a placeholder stands in a link's href (`<a href="{{reset_link}}">`), which the sanitiser
// would drop as no URL: it passes the sanitiser as this address and comes back after
const STAND_IN = 'https://placeholder.invalid/';
const STAND_IN_BACK = /https:\/\/placeholder\.invalid\/([a-zA-Z0-9_]+)/g;

/** A template body as it may be stored: the rich-text allow-list, placeholders kept. */
export function sanitizeTemplateBody(html: string): string {
  return sanitizeRichHtml(html.replace(PLACEHOLDER, `${STAND_IN}$1`)).replace(
    STAND_IN_BACK,
    '{{$1}}',
  );
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
 * written. The subject is plain text, on one line.
 */
export function renderTemplate(
  to: string,
  template: { subject: string; body: string },
  values: Record<string, string>,
): MailMessage {
  const fill = (text: string, escape: (v: string) => string) =>
    text.replace(PLACEHOLDER, (whole, name: string) =>
      Object.hasOwn(values, name) ? escape(values[name] as string) : whole,
    );
  const html = fill(template.body, escapeHtml);
  return {
    to,
    subject: fill(template.subject, (v) => v)
      .replace(/[\r\n]+/g, ' ')
      .trim(),
    html,
    text: toText(html),
  };
}
