import { SIDEBAR_ENTRIES, SIDEBAR_SECTION_KEYS, type Language } from '@backoffice/contract';
import type { TFunction } from 'i18next';
import { i18n } from '../../i18n/i18n';

/** Each area link's own name in both languages, from its area's declaration in the contract. */
const LINK_LABELS = new Map<string, { pl: string; en: string }>(
  SIDEBAR_ENTRIES.map((entry) => [entry.title, entry.label]),
);
const SHELL_TITLES: readonly string[] = [...SIDEBAR_SECTION_KEYS, 'menu.dashboard'];

/**
 * A sidebar title from the server: an area's link (`menu.faq`) is named by its area, a section
 * heading or the dashboard by the shell catalogue; anything else shows as sent.
 */
export function translateSidebarTitle(t: TFunction, title: string): string {
  const label = LINK_LABELS.get(title);
  if (label) return label[i18n.language as Language];
  return SHELL_TITLES.includes(title)
    ? t(title as (typeof SIDEBAR_SECTION_KEYS)[number] | 'menu.dashboard')
    : title;
}
