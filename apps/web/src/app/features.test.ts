import {
  AREAS,
  AUDIT_ENTITY_TYPES,
  SIDEBAR_ENTRIES,
  pathTo,
  type AreaRoute,
} from '@backoffice/contract';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import { keyPaths, leafAt, placeholders } from '../test/catalogue-keys';
import { COMPOSED_PAGES } from './composed-pages';
import { FEATURES } from './features';
import { DEFAULT_SIDEBAR_ICON, sidebarIcon } from './shell/sidebar-icons';

describe.each(FEATURES.map((feature) => [feature.name, feature] as const))(
  'the %s feature',
  (_, feature) => {
    it('has the same keys in pl and en, every text non-empty, the same placeholders', async () => {
      const [plTexts, enTexts] = await Promise.all([
        feature.catalogue.pl(),
        feature.catalogue.en(),
      ]);
      const plKeys = keyPaths(plTexts).sort();
      expect(keyPaths(enTexts).sort()).toEqual(plKeys);
      expect(plKeys.length).toBeGreaterThan(0);
      for (const path of plKeys) {
        for (const texts of [plTexts, enTexts]) {
          const text = leafAt(texts, path);
          expect(typeof text, path).toBe('string');
          expect((text as string).trim(), path).not.toBe('');
        }
        expect(placeholders(leafAt(enTexts, path)), path).toEqual(
          placeholders(leafAt(plTexts, path)),
        );
      }
    });

    it('keeps its texts under keys no other catalogue uses', async () => {
      const own = Object.keys(await feature.catalogue.pl());
      const others = [
        ...Object.keys(pl),
        ...(
          await Promise.all(FEATURES.filter((f) => f !== feature).map((f) => f.catalogue.pl()))
        ).flatMap((texts) => Object.keys(texts)),
      ];
      expect(own.filter((key) => others.includes(key))).toEqual([]);
    });
  },
);

describe('the areas’ screens ↔ the features’ routes ↔ the sidebar', () => {
  const routes = FEATURES.flatMap((feature) => feature.routes.map(({ route }) => route));

  it('every screen an area declares is drawn by exactly one feature route', () => {
    for (const area of AREAS)
      for (const screen of Object.values<AreaRoute>(area.paths.routes ?? {}))
        expect(
          routes.filter((route) => route === screen),
          screen.path,
        ).toHaveLength(1);
  });

  it.each(SIDEBAR_ENTRIES.map((link) => [link.href, link] as const))(
    'the server link %s has a client route behind the same permission, its icon and a translated title',
    (_, link) => {
      const route = routes.find((r) => r.path === link.href);
      expect(route, `no route for ${link.href}`).toBeDefined();
      expect(route?.permission).toBe(link.permission);
      expect(sidebarIcon(link.icon)).not.toBe(DEFAULT_SIDEBAR_ICON);
      for (const catalogue of [pl, en])
        expect(typeof leafAt(catalogue, link.section), link.section).toBe('string');
      expect(link.label.pl.trim() && link.label.en.trim(), link.title).toBeTruthy();
    },
  );
});

describe('composed pages', () => {
  it('each replaces a route some feature declares', () => {
    const paths: string[] = FEATURES.flatMap((feature) =>
      feature.routes.map(({ route }) => route.path),
    );
    expect(Object.keys(COMPOSED_PAGES).filter((path) => !paths.includes(path))).toEqual([]);
  });
});

describe('records the audit log links to', () => {
  const records = FEATURES.flatMap((feature) =>
    (feature.records ?? []).map((record) => ({ feature, record })),
  );

  it('every audited kind of record with a page of its own is declared by exactly one feature', () => {
    // an uploaded file and an exported list have no page; an offer's entries link from the
    // offers feature's own history, not from the log; an approval is read in the inbox and on
    // its order's timeline; a bank statement's entry is read on its statement's page
    const withPage = AUDIT_ENTITY_TYPES.filter(
      (type) =>
        type !== 'file' &&
        type !== 'list' &&
        type !== 'offer' &&
        type !== 'approval' &&
        type !== 'bank-entry',
    );
    expect(records.map(({ record }) => record.entityType).sort()).toEqual([...withPage].sort());
  });

  it("each links to a page its feature has, behind that page's permission", () => {
    for (const { feature, record } of records) {
      const path = pathTo(record.route, '7');
      const route = feature.routes.find((candidate) => matchPath(candidate.route.path, path));
      expect(route?.route, `${record.entityType} → ${path}`).toBe(record.route);
    }
  });
});
