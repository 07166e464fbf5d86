import type { TranslatableText } from '../../shared/form/translatable-field';

/**
 * The public site's pages the menu form's page helper offers (REQ-MENU-2: "a
 * page-helper select that fills the url"). Picking one fills the url in both languages.
 */
export const SITE_PAGES = [
  { key: 'home', url: { pl: '/', en: '/en' } },
  { key: 'offers', url: { pl: '/oferty', en: '/en/offers' } },
  { key: 'blog', url: { pl: '/blog', en: '/en/blog' } },
  { key: 'faq', url: { pl: '/faq', en: '/en/faq' } },
  { key: 'contact', url: { pl: '/kontakt', en: '/en/contact' } },
  { key: 'terms', url: { pl: '/regulamin', en: '/en/terms' } },
  { key: 'privacy', url: { pl: '/polityka-prywatnosci', en: '/en/privacy-policy' } },
] as const satisfies readonly { key: string; url: TranslatableText }[];

export type SitePageKey = (typeof SITE_PAGES)[number]['key'];
