import {
  SEARCH_KIND_PERMISSIONS,
  SEARCH_KINDS,
  SIDEBAR_ENTRIES,
  type PermissionName,
} from '@backoffice/contract';
import type { SidebarEntry } from '@backoffice/contract/auth';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../features';
import { matchesQuery, paletteEntries } from './palette-entries';
import { RECORD_HREF, recordText } from './palette-records';

describe('palette entries', () => {
  // the sidebar as the server sends it to a user holding every permission
  const menu: SidebarEntry[] = SIDEBAR_ENTRIES.map(({ href, icon, title }) => ({
    type: 'link',
    href,
    icon,
    title,
  }));

  it('offer every sidebar screen and create action the user may open, and nothing else', () => {
    const granted = new Set<PermissionName>([
      'admin:faq:list',
      'admin:user:list',
      'admin:user:create',
    ]);
    const entries = paletteEntries(menu, FEATURES, (permission) => granted.has(permission));
    expect(entries.map((entry) => `${entry.kind} ${entry.href}`)).toEqual([
      'open /',
      'open /faq',
      'open /users',
      'open /staff-accounts',
      'create /users/create',
      'create /staff-accounts/create',
    ]);
  });

  it('come from the sidebar: with every permission each of its links is there', () => {
    const entries = paletteEntries(menu, FEATURES, () => true);
    for (const link of SIDEBAR_ENTRIES)
      expect(entries).toContainEqual({ href: link.href, title: link.title, kind: 'open' });
    expect(entries).toContainEqual({ href: '/faq/create', title: 'menu.faq', kind: 'create' });
  });
});

describe('palette search', () => {
  it('ignores case and Polish diacritics, and matches every word in any order', () => {
    expect(matchesQuery('Użytkownicy', 'uzyt')).toBe(true);
    expect(matchesQuery('Konta pracowników', 'PRACOWNIKOW konta')).toBe(true);
    expect(matchesQuery('Dodaj: Żółta łódź', 'zolta lodz')).toBe(true);
    expect(matchesQuery('Użytkownicy', 'role')).toBe(false);
    expect(matchesQuery('Role', '')).toBe(true);
  });
});

describe('palette records', () => {
  it("open each kind on a feature's route behind a permission the server's search requires for it", () => {
    const routes = FEATURES.flatMap((feature) => feature.routes.map(({ route }) => route));
    for (const kind of SEARCH_KINDS) {
      const path = RECORD_HREF[kind](7);
      const route = routes.find((r) =>
        new RegExp(`^${r.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(path),
      );
      expect(route, kind).toBeDefined();
      expect(SEARCH_KIND_PERMISSIONS[kind]).toContain(route?.permission);
    }
  });

  it('read in the UI language: a title in it, an amount in its format', () => {
    const numbered = (kind: string, id: number) => `${kind} ${id}`;
    const offer = {
      kind: 'offer',
      id: 3,
      title: { pl: 'Apartamenty Zabłocie', en: '' },
      slug: 'apartamenty-zablocie',
    } as const;
    expect(recordText(offer, 'en', numbered)).toEqual({
      label: 'Apartamenty Zabłocie',
      detail: '/apartamenty-zablocie',
    });
    const order = { kind: 'order', id: 12, investor: 'Jan Nowak', amount: '1234.50' } as const;
    // Intl separates the currency with a no-break space
    expect(recordText(order, 'pl', numbered).detail.replace(/\s/g, ' ')).toBe(
      'Jan Nowak · 1234,50 zł',
    );
    const en = recordText(order, 'en', numbered);
    expect(en.label).toBe('order 12');
    expect(en.detail.replace(/\s/g, ' ')).toBe('Jan Nowak · PLN 1,234.50');
  });
});
