import type { TextareaProps } from '@mantine/core';

/**
 * Whether the browser sizes a textarea to its content itself (CSS `field-sizing: content`,
 * Chromium 123+). Where it does not (Firefox today, jsdom), Mantine's JS autosize does it.
 */
const cssSizing =
  typeof CSS !== 'undefined' &&
  typeof CSS.supports === 'function' &&
  CSS.supports('field-sizing', 'content');

/** The input's vertical padding and border, as Mantine's Input styles them. */
const FRAME = 'calc(2 * var(--input-padding-y, 0rem) + 2 * 0.0625rem * var(--mantine-scale))';

/**
 * A Mantine `Textarea` that grows with its content between `minRows` and `maxRows` lines.
 *
 * Mantine's `autosize` measures each textarea in a layout effect: it reads the computed style,
 * copies it onto a hidden textarea and reads its `scrollHeight`, one forced style and layout
 * pass per textarea as it mounts. An offer's element form holds a dozen of them, and mounting
 * one (opening it, or scrolling or jumping to it in the page builder) spent much of a frame in
 * those passes (REQ-PERF-5; the trace's figure is in docs/performance.md). The browser's own
 * content sizing costs nothing
 * at mount and grows the same way; the JS autosize stays where the browser lacks it.
 */
export function growingTextareaProps(
  minRows: number,
  maxRows: number,
): Pick<TextareaProps, 'autosize' | 'minRows' | 'maxRows' | 'rows' | 'styles'> {
  if (!cssSizing) return { autosize: true, minRows, maxRows };
  return {
    rows: minRows,
    styles: {
      input: {
        fieldSizing: 'content',
        minHeight: `calc(${minRows}lh + ${FRAME})`,
        maxHeight: `calc(${maxRows}lh + ${FRAME})`,
      },
    },
  };
}
