import type { PermissionName } from '@backoffice/contract';
import type { SidebarEntry } from '@backoffice/contract/auth';
import type { Feature } from '../../shared/feature';

/**
 * What the command palette offers (Ctrl+K): every screen of the sidebar the user may open and
 * every "create X" the user may do. The screens are the server's sidebar links (derived from
 * the areas' descriptors in the contract), the "create" the feature route at the link's
 * `/create`: a new area appears without a list to keep here.
 */
export interface PaletteEntry {
  /** In-app path to go to. */
  href: string;
  /** The screen's title key, as the sidebar's (`menu.faq`, `translateSidebarTitle`). */
  title: string;
  kind: 'open' | 'create';
}

export function paletteEntries(
  menu: readonly SidebarEntry[],
  features: readonly Pick<Feature, 'routes'>[],
  can: (permission: PermissionName) => boolean,
): PaletteEntry[] {
  const permitted = new Set<string>(
    features.flatMap((feature) =>
      feature.routes.filter(({ route }) => can(route.permission)).map(({ route }) => route.path),
    ),
  );
  const entries: PaletteEntry[] = [{ href: '/', title: 'menu.dashboard', kind: 'open' }];
  const creates: PaletteEntry[] = [];
  for (const link of menu) {
    if (link.type !== 'link') continue;
    if (permitted.has(link.href))
      entries.push({ href: link.href, title: link.title, kind: 'open' });
    if (permitted.has(`${link.href}/create`))
      creates.push({ href: `${link.href}/create`, title: link.title, kind: 'create' });
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
