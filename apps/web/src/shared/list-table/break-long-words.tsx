import { Fragment, type ReactNode } from 'react';

/** A run of this many characters without a space is long enough to widen a column. */
const LONG = 16;
/** …and gets a break opportunity after each separator and every this many other characters. */
const CHUNK = 10;
const PIECES = new RegExp(`[^-_./@]{1,${CHUNK}}[-_./@]*|[-_./@]+`, 'g');
/** built once: the test runs for every text cell of every row rendered */
const HAS_LONG = new RegExp(`\\S{${LONG + 1},}`);

/**
 * A list cell's text with break opportunities (`<wbr>`) inside long unspaced runs (a slug, a
 * generated name, an e-mail address), so such a value wraps inside its column rather than push
 * the table past its frame. Ordinary words are left whole: CSS `overflow-wrap: anywhere` would
 * have done the first, but it also lets the table squeeze a column to one letter's width, and
 * broke "Apartamenty" in two (docs/architecture.md, "Lists"). `<wbr>` is not copied with the text.
 */
export function breakLongWords(text: string): ReactNode {
  if (!HAS_LONG.test(text)) return text;
  return text.split(/(\s+)/).map((token, index) =>
    token.length <= LONG ? (
      token
    ) : (
      <Fragment key={index}>
        {(token.match(PIECES) ?? [token]).map((piece, n) => (
          <Fragment key={n}>
            {n > 0 ? <wbr /> : null}
            {piece}
          </Fragment>
        ))}
      </Fragment>
    ),
  );
}

/** What a column rendered, with long words breakable when it is plain text. */
export const breakableCell = (content: ReactNode): ReactNode =>
  typeof content === 'string' ? breakLongWords(content) : content;
