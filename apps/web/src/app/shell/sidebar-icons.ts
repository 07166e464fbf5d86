import type { SidebarIconName } from '@backoffice/contract';
import { createElement, type ReactElement } from 'react';
import {
  IconAdjustments,
  IconBuildingSkyscraper,
  IconCash,
  IconCertificate,
  IconChartPie,
  IconFileText,
  IconFiles,
  IconHelp,
  IconHistory,
  IconChecks,
  IconHome,
  IconKey,
  IconLayoutDashboard,
  IconMail,
  IconMenu2,
  IconNews,
  IconPoint,
  IconReceipt,
  IconSettings,
  IconShieldLock,
  IconShoppingCart,
  IconSlideshow,
  IconStack2,
  IconStar,
  IconTags,
  IconUserShield,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

/**
 * The whitelist of icons the server's menu may name (contract `SIDEBAR_ICON_NAMES`). Only
 * these are bundled; importing the whole icon set by name would ship thousands of icons.
 */
export const SIDEBAR_ICONS: Record<SidebarIconName, Icon> = {
  IconLayoutDashboard,
  IconHome,
  IconBuildingSkyscraper,
  IconStack2,
  IconChartPie,
  IconShoppingCart,
  IconReceipt,
  IconCash,
  IconHelp,
  IconNews,
  IconTags,
  IconMenu2,
  IconFileText,
  IconFiles,
  IconStar,
  IconSlideshow,
  IconCertificate,
  IconMail,
  IconUsers,
  IconUserShield,
  IconShieldLock,
  IconKey,
  IconSettings,
  IconAdjustments,
  IconHistory,
  IconChecks,
};

export const DEFAULT_SIDEBAR_ICON: Icon = IconPoint;

/** The component for an icon name of the menu; an unknown name gets the default icon. */
export function sidebarIcon(name: string): Icon {
  return isSidebarIconName(name) ? SIDEBAR_ICONS[name] : DEFAULT_SIDEBAR_ICON;
}

function isSidebarIconName(name: string): name is SidebarIconName {
  return Object.hasOwn(SIDEBAR_ICONS, name);
}

/**
 * The icon element for a menu icon name. A function rather than `<Dynamic />` in JSX: the
 * component comes from a fixed module-level map, it is not created during render.
 */
export function renderSidebarIcon(name: string, size: number): ReactElement {
  return createElement(sidebarIcon(name), { size, stroke: 1.6 });
}
