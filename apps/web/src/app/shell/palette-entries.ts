import type { PermissionName, SidebarLinkKey } from '@backoffice/contract';
import type { Feature } from '../../shared/feature';

/**
 * What the command palette offers (Ctrl+K): every screen of the sidebar the user may open and
 * every "create X" the user may do, derived from the features' routes and sidebar items, the
 * same declarations the router and the sidebar come from: a new feature appears without a list
 * to keep here.
 */
export interface PaletteEntry {
  /** In-app path to go to. */
  href: string;
  /** The screen's title key in the shell catalogue (the sidebar's: loaded before any feature). */
  title: SidebarLinkKey | 'menu.dashboard';
  kind: 'open' | 'create';
}

export function paletteEntries(
  features: readonly Pick<Feature, 'routes' | 'sidebar'>[],
  can: (permission: PermissionName) => boolean,
): PaletteEntry[] {
  const entries: PaletteEntry[] = [{ href: '/', title: 'menu.dashboard', kind: 'open' }];
  const creates: PaletteEntry[] = [];
  for (const feature of features) {
    const permitted = new Set(
      feature.routes.filter((route) => can(route.permission)).map((route) => route.path),
    );
    for (const item of feature.sidebar) {
      const path = item.href.slice(1);
      if (permitted.has(path)) entries.push({ href: item.href, title: item.title, kind: 'open' });
      if (permitted.has(`${path}/create`))
        creates.push({ href: `${item.href}/create`, title: item.title, kind: 'create' });
    }
  }
  return [...entries, ...creates];
}

/** Lower case without diacritics: "uzytkownicy" finds "Użytkownicy", "zolty" finds "żółty". */
export function foldForSearch(text: string): string {
  return text.toLocaleLowerCase('pl').normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l');
}

/** Every word typed appears somewhere in the label (in any order). */
export function matchesQuery(label: string, query: string): boolean {
  const haystack = foldForSearch(label);
  return foldForSearch(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
