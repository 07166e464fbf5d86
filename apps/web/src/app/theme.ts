import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type ComboboxProps,
  type CSSVariablesResolver,
  type InputWrapperProps,
  type MantineThemeOverride,
  type TabsProps,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * Light badges and buttons (yes/no, user type, tags) draw shade-6 text on shade 1: 2.5–4:1,
 * under WCAG AA. Shade 9 darkened by 30 % keeps each colour's look at ≥ 5:1 on its own tint
 * (yellow, the lightest, included).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({
    color: input.color ?? input.theme.primaryColor,
    theme: input.theme,
  });
  if (!parsed.isThemeColor || parsed.shade !== undefined) return colors;
  // dark mode: the tint is a translucent shade over a dark page, so the text goes light instead
  // (shade 3: ≥ 4.5:1 on every colour's dark tint); `light-dark()` follows Mantine's
  // `color-scheme` on <html>
  return {
    ...colors,
    color: `light-dark(color-mix(in srgb, var(--mantine-color-${parsed.color}-9), #000 30%), var(--mantine-color-${parsed.color}-3))`,
  };
};

const FONT_STACK =
  "Lato, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * REQ-SHELL-8: self-hosted Lato, mobile breakpoint 991 px (`lg` starts at 992 px), and field
 * errors shown as red labels above their fields (REQ-FORM-5).
 */
export const theme: MantineThemeOverride = createTheme({
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '700' },
  primaryColor: 'indigo',
  // Shade 8, not Mantine's 6: white on indigo-6 is 4.3:1, under WCAG AA's 4.5:1 for text
  // (buttons, links, active navigation). Same hue, one step darker.
  primaryShade: 8,
  variantColorResolver,
  defaultRadius: 'md',
  breakpoints: {
    xs: '30em',
    sm: '34em',
    md: '48em',
    lg: '62em',
    xl: '75em',
  },
  // Plain objects, not `Combobox.extend(…)`: `extend` only returns its argument, and importing
  // the components here put Combobox, Popover, Tabs and all of floating-ui (~30 KB gzipped) in
  // the boot chunk that /login loads.
  components: {
    // A select's options are rendered when its dropdown opens, not kept mounted (hidden) from
    // the start as Mantine 9 does by default: a kept dropdown is a portal and a floating-ui
    // position computed in a layout effect (a forced layout) for every select as it mounts. An
    // offer's element form holds several, and mounting one in the page builder was too slow
    // for REQ-PERF-5 (figure in docs/performance.md). Closed, the input names no listbox
    // (`aria-controls` is set only while open), so nothing points at the options that are not
    // there.
    Combobox: { defaultProps: { keepMounted: false } satisfies Partial<ComboboxProps> },
    // A form's tabs that are not open keep their fields in the page (hidden by `display: none`),
    // not in React's `Activity`, Mantine 9's default, which leaves a hidden tab's inputs out of
    // the DOM until it is shown: a field failing validation there (a blog post's title, under
    // "Content") could then be neither found, nor opened, nor focused, and Save seemed to do
    // nothing (shared/form/reveal-error.ts). The offer editor keeps `Activity` for its Sections tab.
    Tabs: { defaultProps: { keepMountedMode: 'display-none' } satisfies Partial<TabsProps> },
    // A toast's message under its title is Mantine's gray-6 (3.3:1 on white, under AA: an error
    // toast with its title failed axe); the app's dimmed grey keeps the muted look at ≥ 4.5:1.
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
    InputWrapper: {
      defaultProps: {
        inputWrapperOrder: ['label', 'description', 'error', 'input'],
      } satisfies Partial<InputWrapperProps>,
    },
  },
});

/**
 * Mantine's dimmed text and placeholders are gray-6 and gray-5 (3.3:1 and 2.1:1 on white):
 * under WCAG AA (and their dark counterparts are under it on the dark body). These greys keep the muted look at ≥ 4.5:1 on white and on the gray-0/1
 * backgrounds of tables and cards.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // A field's error (its message, and the text of an invalid input) is Mantine's red-6 on white,
  // 3.3:1, and red-8 on the dark body, 3.4:1: under AA on every form that refused a save.
  // Red-9 (5.5:1 on white) and red-4 (6.7:1 on the dark body) keep the red.
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  // Dark mode: Mantine's dimmed (dark-2, #828282) is 4.0:1 on the dark body, under AA; this grey
  // keeps ≥ 5:1 on the body and on the dark-6 cards and table stripes.
  dark: {
    '--mantine-color-dimmed': '#a3a3a3',
    '--mantine-color-placeholder': '#9a9a9a',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
