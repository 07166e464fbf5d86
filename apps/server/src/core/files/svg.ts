import { SVG_MAX_BYTES, SVG_MAX_ELEMENTS } from '@backoffice/contract';
import { countStartTags, sanitiserBusy } from '../rich-text.js';
import { runSanitiser, SanitiserBusy, SanitiserRefusal } from '../sanitise/pool.js';

/** As content.ts's uploadError (which imports this file): the upload's code, on `file`. */
const refused = (code: string, message: string) =>
  new AppError(413, [{ code: `UPLOAD:${code}`, message, context: 'file' }]);
import { AppError } from '../errors.js';

/**
 * An uploaded SVG checked and sanitised in the sanitiser's worker pool
 * (`../sanitise/svg-policy.ts`): `null` when the text is not an SVG document, `''` when nothing
 * of it is left. Above SVG_MAX_BYTES or SVG_MAX_ELEMENTS it is refused before any parsing (a
 * real logo or icon is far below both), and when checking takes longer or more memory than a
 * worker has, after: a 413 naming the limit.
 */
export async function checkSvg(text: string, bytes: number): Promise<string | null> {
  if (bytes >= SVG_MAX_BYTES) {
    throw refused('SVG_TOO_LARGE', `An SVG must be under ${SVG_MAX_BYTES} bytes`);
  }
  const elements = countStartTags(text);
  if (elements > SVG_MAX_ELEMENTS) {
    throw refused(
      'SVG_TOO_MANY_ELEMENTS',
      `An SVG may have at most ${SVG_MAX_ELEMENTS} elements; this has ${elements}`,
    );
  }
  try {
    return await runSanitiser({ kind: 'svg', text });
  } catch (error) {
    if (error instanceof SanitiserRefusal) {
      throw refused('SVG_TOO_COMPLEX', `The SVG is too complex to check: ${error.message}`);
    }
    if (error instanceof SanitiserBusy) throw sanitiserBusy();
    throw error;
  }
}
