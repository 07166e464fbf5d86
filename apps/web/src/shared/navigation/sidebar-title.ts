import type { TFunction } from 'i18next';
import { i18n } from '../../i18n/i18n';

/**
 * A sidebar title from the server is a text key: a section heading or the dashboard from the
 * shell catalogue, an area's link (`menu.faq`) from the areas' texts (`i18n/area-texts.ts`,
 * loaded before the shell draws); anything else shows as sent.
 */
export function translateSidebarTitle(t: TFunction, title: string): string {
  // the keys are the server's (typed in the contract, not in the web's catalogue type)
  return i18n.exists(title) ? t(title as 'menu.dashboard') : title;
}
