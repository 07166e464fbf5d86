import type { PermissionName, SidebarEntry } from '@backoffice/contract';

/**
 * The sidebar of `000 §2 Shell`, server-driven per user. Each area adds its entry here when it
 * ships; an entry shows only to users who may list it, and a section only when it has entries.
 * Titles are keys of the client's i18n catalogue.
 */
type MenuLink = { title: string; href: string; icon: string; permission: PermissionName };
type MenuNode =
  | ({ kind: 'link' } & MenuLink)
  | { kind: 'submenu'; title: string; href: string; icon: string; items: MenuLink[] };

export const MENU: { section: string; entries: MenuNode[] }[] = [
  {
    section: 'menu.section.content',
    entries: [
      {
        kind: 'link',
        title: 'menu.faq',
        href: '/faq',
        icon: 'IconHelp',
        permission: 'admin:faq:list',
      },
      {
        kind: 'link',
        title: 'menu.menu',
        href: '/menu',
        icon: 'IconMenu2',
        permission: 'admin:menu:list',
      },
    ],
  },
  {
    section: 'menu.section.users',
    entries: [
      {
        kind: 'link',
        title: 'menu.users',
        href: '/users',
        icon: 'IconUsers',
        permission: 'admin:user:list',
      },
      {
        kind: 'link',
        title: 'menu.staffAccounts',
        href: '/staff-accounts',
        icon: 'IconUserShield',
        permission: 'admin:user:list',
      },
      {
        kind: 'link',
        title: 'menu.roles',
        href: '/roles',
        icon: 'IconShieldLock',
        permission: 'admin:role:list',
      },
      {
        kind: 'link',
        title: 'menu.permissions',
        href: '/permission',
        icon: 'IconKey',
        permission: 'admin:permission:list',
      },
    ],
  },
  {
    section: 'menu.section.system',
    entries: [
      {
        kind: 'link',
        title: 'menu.auditLog',
        href: '/audit-log',
        icon: 'IconHistory',
        permission: 'admin:audit-log:list',
      },
    ],
  },
];

export function menuFor(isPermitted: (permission: PermissionName) => boolean): SidebarEntry[] {
  const result: SidebarEntry[] = [];
  for (const { section, entries } of MENU) {
    const visible: SidebarEntry[] = [];
    for (const entry of entries) {
      if (entry.kind === 'link') {
        if (isPermitted(entry.permission)) {
          visible.push({ type: 'link', href: entry.href, icon: entry.icon, title: entry.title });
        }
        continue;
      }
      const items = entry.items.filter((item) => isPermitted(item.permission));
      if (items.length > 0) {
        visible.push({
          type: 'submenu',
          title: entry.title,
          icon: entry.icon,
          href: entry.href,
          subMenuItems: items.map((item) => ({
            type: 'link',
            href: item.href,
            icon: item.icon,
            title: item.title,
          })),
        });
      }
    }
    if (visible.length > 0) result.push({ type: 'section', title: section }, ...visible);
  }
  return result;
}
