import { SIDEBAR_TITLE_KEYS, type SidebarTitleKey } from '@backoffice/contract';
import type { TFunction } from 'i18next';

function isSidebarTitleKey(title: string): title is SidebarTitleKey {
  return (SIDEBAR_TITLE_KEYS as readonly string[]).includes(title);
}

/** A sidebar title from the server is an i18n key (`menu.faq`); anything else shows as sent. */
export function translateSidebarTitle(t: TFunction, title: string): string {
  return isSidebarTitleKey(title) ? t(title) : title;
}
