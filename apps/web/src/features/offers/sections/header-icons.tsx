import classes from './element-card.module.css';

/*
 * The collapsed element header's icons, as one `<svg>` with one `<path>` each. They are Tabler's
 * outline icons (@tabler/icons-react 3.51, MIT), their paths joined into one `d`: drawn with the
 * same 2 px round stroke they are pixel for pixel the same, but a Tabler icon is an `<svg>` of a
 * dozen attributes and a `<path>` per stroke (the trash six nodes), and a screen of headers
 * (a jump to an added section mounts about twenty) spent most of its DOM creation on them
 * (issue 17's 50 ms). The stroke is set once in the CSS module (`.glyph`).
 */
const PATHS = {
  chevronDown: 'M6 9l6 6l6 -6',
  chevronRight: 'M9 6l6 6l-6 6',
  eye: 'M10 12a2 2 0 1 0 4 0a2 2 0 0 0 -4 0 M21 12c-2.4 4 -5.4 6 -9 6c-3.6 0 -6.6 -2 -9 -6c2.4 -4 5.4 -6 9 -6c3.6 0 6.6 2 9 6',
  eyeOff:
    'M10.585 10.587a2 2 0 0 0 2.829 2.828 M16.681 16.673a8.717 8.717 0 0 1 -4.681 1.327c-3.6 0 -6.6 -2 -9 -6c1.272 -2.12 2.712 -3.678 4.32 -4.674m2.86 -1.146a9.055 9.055 0 0 1 1.82 -.18c3.6 0 6.6 2 9 6c-.666 1.11 -1.379 2.067 -2.138 2.87 M3 3l18 18',
  arrowUp: 'M12 5l0 14 M18 11l-6 -6 M6 11l6 -6',
  arrowDown: 'M12 5l0 14 M18 13l-6 6 M6 13l6 6',
  trash:
    'M4 7l16 0 M10 11l0 6 M14 11l0 6 M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2 -2l1 -12 M9 7v-3a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v3',
  arrowBackUp: 'M9 14l-4 -4l4 -4 M5 10h11a4 4 0 1 1 0 8h-1',
} as const;

export type HeaderIconName = keyof typeof PATHS;

/** A 16 px header icon; decorative unless it is given a label. */
export function HeaderIcon({ name, label }: { name: HeaderIconName; label?: string }) {
  return (
    <svg
      className={classes.glyph}
      width={16}
      height={16}
      viewBox="0 0 24 24"
      {...(label ? { 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
