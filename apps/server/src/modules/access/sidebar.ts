import type { PermissionName, SidebarLinkDefinition } from '@backoffice/contract';
import type { SidebarEntry } from '@backoffice/contract/auth';

/**
 * The sidebar of REQ-SHELL-3, server-driven per user: the links of every registered module
 * (in the contract's display order) that the user may list, each section heading only when the
 * section has a visible link. Titles are keys of the client's shell catalogue.
 */
export function sidebarFor(
  links: readonly SidebarLinkDefinition[],
  isPermitted: (permission: PermissionName) => boolean,
): SidebarEntry[] {
  const result: SidebarEntry[] = [];
  let section: string | null = null;
  for (const link of links) {
    if (!isPermitted(link.permission)) continue;
    if (link.section !== section) {
      section = link.section;
      result.push({ type: 'section', title: section });
    }
    result.push({
      type: 'link',
      href: link.href,
      icon: link.icon,
      title: link.title,
      ...(link.count ? { count: link.count } : {}),
    });
  }
  return result;
}
