import { createTheme, InputWrapper, type MantineThemeOverride } from '@mantine/core';

const FONT_STACK =
  "Lato, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * `000 §9`: self-hosted Lato, mobile breakpoint 991 px (`lg` starts at 992 px), and field
 * errors shown as red labels above their fields (`000 §8`).
 */
export const theme: MantineThemeOverride = createTheme({
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '700' },
  primaryColor: 'indigo',
  defaultRadius: 'md',
  breakpoints: {
    xs: '30em',
    sm: '34em',
    md: '48em',
    lg: '62em',
    xl: '75em',
  },
  components: {
    InputWrapper: InputWrapper.extend({
      defaultProps: { inputWrapperOrder: ['label', 'description', 'error', 'input'] },
    }),
  },
});
