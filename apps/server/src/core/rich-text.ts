import {
  RICH_TEXT_MAX_CHARS,
  RICH_TEXT_MAX_ELEMENTS,
  type Translatable,
} from '@backoffice/contract';
import { AppError, badRequest } from './errors.js';
import { runSanitiser, SanitiserBusy, SanitiserRefusal } from './sanitise/pool.js';

/** Start tags (`<` and a letter): an upper bound of the elements a parser would build. */
export function countStartTags(text: string): number {
  let count = 0;
  for (let i = text.indexOf('<'); i >= 0; i = text.indexOf('<', i + 1)) {
    const next = text.charCodeAt(i + 1) | 0x20;
    if (next >= 0x61 && next <= 0x7a) count += 1;
  }
  return count;
}

/** The sanitiser could not take a job now: the pool's queue is full. */
/** A full sanitiser queue: 429, since only the maintenance gate may answer 503. */
export const sanitiserBusy = () =>
  new AppError(429, [
    {
      code: 'SERVER:CONTENT_CHECK_BUSY',
      message: 'The server is busy checking content: try again',
    },
  ]);

/**
 * Rich HTML as it may be stored and shown: the one allow-list of every rich-text field
 * (`./sanitise/rich-text-policy.ts`), run in the sanitiser's worker pool. Refused before parsing
 * above RICH_TEXT_MAX_CHARS characters or RICH_TEXT_MAX_ELEMENTS elements, and after it when
 * checking takes longer or more memory than a worker has: a 400 on `context` naming the limit.
 */
export async function sanitizeRichHtml(html: string, context?: string): Promise<string> {
  // text without markup, an entity or a character serialising escapes comes back unchanged
  if (!/[<>&\u00a0]/.test(html)) return html;
  if (html.length > RICH_TEXT_MAX_CHARS) {
    throw badRequest(
      null,
      'TOO_LONG',
      `Rich text may have at most ${RICH_TEXT_MAX_CHARS} characters`,
      context,
    );
  }
  const elements = countStartTags(html);
  if (elements > RICH_TEXT_MAX_ELEMENTS) {
    throw badRequest(
      null,
      'RICH_TEXT_TOO_MANY_ELEMENTS',
      `Rich text may have at most ${RICH_TEXT_MAX_ELEMENTS} elements (tags); this has ${elements}`,
      context,
    );
  }
  try {
    return (await runSanitiser({ kind: 'rich-text', text: html })) ?? '';
  } catch (error) {
    if (error instanceof SanitiserRefusal) {
      throw badRequest(
        null,
        'RICH_TEXT_TOO_COMPLEX',
        `The rich text is too complex to check: ${error.message}`,
        context,
      );
    }
    if (error instanceof SanitiserBusy) throw sanitiserBusy();
    throw error;
  }
}

/** Both languages of a translatable rich-text field (`context` names the field). */
export async function sanitizeTranslatableHtml(
  value: Translatable,
  context?: string,
): Promise<Translatable> {
  const [pl, en] = await Promise.all([
    sanitizeRichHtml(value.pl, context && `${context}.pl`),
    sanitizeRichHtml(value.en, context && `${context}.en`),
  ]);
  return { pl, en };
}
