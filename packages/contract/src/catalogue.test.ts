import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from './area.js';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, auditActionName } from './audit-constants.js';
import { pathTo, type AreaRoute } from './area.js';
import {
  ALL_PERMISSIONS,
  AREAS,
  SIDEBAR_ENTRIES,
  areaErrorMessages,
  columnHeaders,
  type ListArea,
  type ListColumnKey,
} from './catalogue.js';
import { builtInPermissionDescription } from './permission-descriptions.js';

describe('the areas as the one descriptor', () => {
  it('every area names itself, and every error code it answers, in pl and en', () => {
    for (const area of AREAS) {
      expect(area.label.pl.trim() && area.label.en.trim(), area.permissionArea).toBeTruthy();
      for (const [code, message] of Object.entries(area.errors)) {
        expect(message.pl.trim(), code).not.toBe('');
        expect(message.en.trim(), code).not.toBe('');
      }
    }
  });

  it('a code two areas answer has one message in each language', () => {
    const seen = new Map<string, { pl: string; en: string }>();
    for (const area of AREAS)
      for (const [code, message] of Object.entries(area.errors)) {
        const earlier = seen.get(code);
        if (earlier) expect(message, code).toEqual(earlier);
        seen.set(code, message);
      }
    expect(areaErrorMessages('en', AREAS).FAQ_NOT_EXISTS).toBe('The FAQ entry does not exist.');
  });

  it('permission descriptions, sidebar titles and audit names come from the area', () => {
    expect(builtInPermissionDescription('admin:faq:delete')).toEqual({
      pl: 'FAQ: usuwanie',
      en: 'FAQ: delete',
    });
    const staff = SIDEBAR_ENTRIES.find((entry) => entry.href === '/staff-accounts');
    expect(staff?.label).toEqual({ pl: 'Konta pracowników', en: 'Staff accounts' });
    expect(SIDEBAR_ENTRIES.find((entry) => entry.href === '/faq')?.label).toEqual({
      pl: 'FAQ',
      en: 'FAQ',
    });
    expect(auditActionName('faq.restore')).toEqual({
      pl: 'Cofnięcie usunięcia pytania FAQ',
      en: 'FAQ entry delete undone',
    });
    expect(auditActionName('user.sign-in')).toEqual({ pl: 'Logowanie', en: 'Signed in' });
  });

  it('every audited action and kind of record is named once, in both languages', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    expect(new Set(AUDIT_ENTITY_TYPES).size).toBe(AUDIT_ENTITY_TYPES.length);
    for (const action of AUDIT_ACTIONS) {
      const name = auditActionName(action);
      expect(name.pl, action).not.toBe(action);
      expect(name.en, action).not.toMatch(/{{|}}/);
      expect(name.pl, action).not.toMatch(/{{|}}/);
    }
  });
});

describe('the areas’ list columns', () => {
  it('every declared column has a header in pl and in en', () => {
    const lists = (AREAS as readonly AreaDefinition[]).filter((area) => area.columns);
    expect(lists.length).toBeGreaterThan(0);
    for (const area of lists)
      for (const [key, column] of Object.entries(area.columns ?? {})) {
        expect(column.header.pl.trim(), `${area.permissionArea}.${key}`).not.toBe('');
        expect(column.header.en.trim(), `${area.permissionArea}.${key}`).not.toBe('');
      }
  });

  it('the web’s headers are the declared ones, in the declared order', () => {
    expect(Object.keys(columnHeaders('en', AREAS).faq ?? {})).toEqual([
      'question',
      'position',
      'active',
      'homepage',
    ]);
    expect(columnHeaders('pl', AREAS).order?.date).toBe('Data');
  });

  it('types the keys from the declarations', () => {
    const known: ListColumnKey<'faq'> = 'homepage';
    // @ts-expect-error a key the FAQ area does not declare
    const unknown: ListColumnKey<'faq'> = 'questoin';
    // @ts-expect-error an area without a list has no columns
    const settings: ListArea = 'config';
    expect([known, unknown, settings]).toHaveLength(3);
  });
});

describe("the areas' paths", () => {
  const routes = AREAS.flatMap((area) =>
    Object.entries<AreaRoute>(area.paths.routes ?? {}).map(([name, route]) => ({
      area,
      name,
      route,
    })),
  );

  it('each sidebar link opens a screen of its area without parameters, behind that screen’s permission', () => {
    for (const link of SIDEBAR_ENTRIES) {
      const screen = routes.find(({ route }) => route.path === link.href);
      expect(screen, link.href).toBeDefined();
      expect(
        screen?.area.sidebar.some((own) => own.title === link.title),
        link.href,
      ).toBe(true);
      expect(link.permission).toBe(screen?.route.permission);
      expect(link.href, link.title).not.toContain(':');
    }
  });

  it('each screen is declared once, by one area, behind one of its own permissions', () => {
    const paths = routes.map(({ route }) => route.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
    for (const { area, name, route } of routes) {
      const where = `${area.permissionArea}.${name}`;
      expect(route.path, where).toMatch(/^(\/([a-z-]+|:[a-zA-Z]+))+$/);
      expect(ALL_PERMISSIONS, where).toContain(route.permission);
      expect(route.permission, where).toMatch(new RegExp(`^admin:${area.permissionArea}:`));
    }
  });

  it('a create screen ends in /create behind a create permission; a record screen has one parameter', () => {
    for (const { area, name, route } of routes) {
      const where = `${area.permissionArea}.${name}`;
      if (name === 'create') {
        expect(route.path, where).toMatch(/\/create$/);
        expect(route.permission, where).toMatch(/:create$/);
      }
      if (name === 'record') expect(route.path.match(/:\w+/g), where).toHaveLength(1);
    }
  });

  it('each API base is its area’s own, under /admin', () => {
    const bases = AREAS.flatMap((area) => (area.paths.api ? [area.paths.api] : []));
    expect(bases.filter((base, index) => bases.indexOf(base) !== index)).toEqual([]);
    for (const base of bases) expect(base).toMatch(/^\/admin(\/[a-z-]+)+$/);
  });

  it("a record's screen is its route with the id in place of the parameter", () => {
    expect(pathTo({ path: '/orders/:id/edit' }, 7)).toBe('/orders/7/edit');
    expect(pathTo({ path: '/settings' }, 7)).toBe('/settings');
  });
});
