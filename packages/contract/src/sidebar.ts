/**
 * The vocabulary of the server-driven sidebar (REQ-SHELL-3, splashScreenResponseSchema):
 * the server picks entry titles and icons from these lists, the web client translates every
 * title key and maps every icon name to a component (both sides test it). An unknown icon
 * still renders, with a default icon; an unknown title shows as sent.
 */
export const SIDEBAR_ICON_NAMES = [
  'IconLayoutDashboard',
  'IconHome',
  'IconBuildingSkyscraper',
  'IconStack2',
  'IconChartPie',
  'IconShoppingCart',
  'IconReceipt',
  'IconCash',
  'IconHelp',
  'IconNews',
  'IconTags',
  'IconMenu2',
  'IconFileText',
  'IconFiles',
  'IconStar',
  'IconSlideshow',
  'IconCertificate',
  'IconMail',
  'IconUsers',
  'IconUserShield',
  'IconShieldLock',
  'IconKey',
  'IconSettings',
  'IconAdjustments',
  'IconHistory',
] as const;
export type SidebarIconName = (typeof SIDEBAR_ICON_NAMES)[number];

/** Sidebar sections, in display order. The wire values keep their historical `menu.` prefix. */
export const SIDEBAR_SECTION_KEYS = [
  'menu.section.investments',
  'menu.section.content',
  'menu.section.users',
  'menu.section.system',
] as const;
export type SidebarSectionKey = (typeof SIDEBAR_SECTION_KEYS)[number];

/** Link titles, one per area of REQ-SHELL-1 (an area's contract file picks its own). */
export const SIDEBAR_LINK_KEYS = [
  'menu.dashboard',
  'menu.offers',
  'menu.series',
  'menu.investments',
  'menu.orders',
  'menu.transactions',
  'menu.faq',
  'menu.blog',
  'menu.blogPosts',
  'menu.blogTags',
  'menu.menu',
  'menu.staticPages',
  'menu.staticContent',
  'menu.featuredOffers',
  'menu.sliders',
  'menu.agreements',
  'menu.emailTemplates',
  'menu.sentEmails',
  'menu.users',
  'menu.staffAccounts',
  'menu.roles',
  'menu.permissions',
  'menu.settings',
  'menu.general',
  'menu.auditLog',
] as const;
export type SidebarLinkKey = (typeof SIDEBAR_LINK_KEYS)[number];

/** Every title the server may send: a section heading or a link (i18n keys of the web shell). */
export const SIDEBAR_TITLE_KEYS = [...SIDEBAR_SECTION_KEYS, ...SIDEBAR_LINK_KEYS] as const;
export type SidebarTitleKey = (typeof SIDEBAR_TITLE_KEYS)[number];
