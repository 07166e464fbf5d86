import classes from './element-card.module.css';
import { GLYPHS, type Glyph } from './glyphs';

/**
 * A header button of an element or a section: a plain `<button>` drawn as Mantine's subtle
 * ActionIcon (the CSS module), with its icon as one path (`glyphs.ts`), because a screen of
 * collapsed headers mounts in one frame (REQ-PERF-5). Named by `label`.
 */
export function IconButton({
  label,
  glyph,
  danger = false,
  ...rest
}: {
  label: string;
  glyph: Glyph;
  danger?: boolean;
  onClick: () => void;
  disabled?: boolean;
  'aria-expanded'?: boolean;
  'aria-pressed'?: boolean;
}) {
  return (
    <button
      type="button"
      className={`${classes.icon}${danger ? ` ${classes.danger}` : ''} mantine-focus-auto mantine-active`}
      aria-label={label}
      {...rest}
    >
      <svg className={classes.glyph} viewBox="0 0 24 24" aria-hidden="true">
        <path d={GLYPHS[glyph]} />
      </svg>
    </button>
  );
}
