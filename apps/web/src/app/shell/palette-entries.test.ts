import type { PermissionName } from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../features';
import { matchesQuery, paletteEntries } from './palette-entries';

describe('palette entries', () => {
  it('offer every sidebar screen and create action the user may open, and nothing else', () => {
    const granted = new Set<PermissionName>([
      'admin:faq:list',
      'admin:user:list',
      'admin:user:create',
    ]);
    const entries = paletteEntries(FEATURES, (permission) => granted.has(permission));
    expect(entries.map((entry) => `${entry.kind} ${entry.href}`)).toEqual([
      'open /',
      'open /faq',
      'open /users',
      'open /staff-accounts',
      'create /users/create',
      'create /staff-accounts/create',
    ]);
  });

  it('come from the features: with every permission each sidebar item is there', () => {
    const entries = paletteEntries(FEATURES, () => true);
    for (const item of FEATURES.flatMap((feature) => feature.sidebar))
      expect(entries).toContainEqual({ href: item.href, title: item.title, kind: 'open' });
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
