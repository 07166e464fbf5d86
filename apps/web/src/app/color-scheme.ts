import { localStorageColorSchemeManager } from '@mantine/core';

/**
 * The colour scheme is the user's preference on the server (`shell/color-scheme-switch.tsx`);
 * this browser keeps the last one it applied, so the first paint after a reload (and the
 * sign-in screen) is already in it instead of flashing light first.
 */
export const COLOR_SCHEME_CACHE_KEY = 'colorScheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_CACHE_KEY });

/**
 * Before anything renders (`main.tsx` awaits the texts and fonts first): the cached scheme on
 * `<html>`, as Mantine will set it, so the blank page is already dark in dark mode.
 */
export function applyCachedColorScheme(): void {
  let cached: string | null = null;
  try {
    cached = window.localStorage.getItem(COLOR_SCHEME_CACHE_KEY);
  } catch {
    return;
  }
  const systemDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  const dark = cached === 'dark' || (cached === 'auto' && systemDark);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}
