/**
 * The vocabulary of the server-driven sidebar (REQ-SHELL-3, splashScreenResponseSchema):
 * the server picks icons and section titles from these lists (link titles come from the areas,
 * `catalogue.ts`), the web client names every title and maps every icon name to a component
 * (both sides test it). An unknown icon
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
  'IconChecks',
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
