import { MENU_TITLE_KEYS, type MenuTitleKey } from '@backoffice/contract';
import type { TFunction } from 'i18next';

function isMenuTitleKey(title: string): title is MenuTitleKey {
  return (MENU_TITLE_KEYS as readonly string[]).includes(title);
}

/** A menu title from the server is an i18n key (`menu.faq`); anything else shows as sent. */
export function translateMenuTitle(t: TFunction, title: string): string {
  return isMenuTitleKey(title) ? t(title) : title;
}
