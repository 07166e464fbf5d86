import {
  CATALOGUE_ERROR_CODES,
  MENU_TITLE_KEYS,
  TRANSPORT_ERROR_CODES,
} from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { pl } from './pl';

/** Every leaf key path of a catalogue, e.g. `auth.login.title`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

function leafAt(catalogue: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, segment) => {
    if (typeof node !== 'object' || node === null) return undefined;
    return (node as Record<string, unknown>)[segment];
  }, catalogue);
}

const CATALOGUES = { pl, en } as const;

describe('i18n catalogues', () => {
  it('pl and en have exactly the same keys, at every depth', () => {
    const plKeys = keyPaths(pl).sort();
    const enKeys = keyPaths(en).sort();
    expect(plKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !plKeys.includes(key))).toEqual([]);
    expect(plKeys.length).toBeGreaterThan(100);
  });

  it.each(Object.entries(CATALOGUES))('%s: every text is a non-empty string', (_, catalogue) => {
    for (const path of keyPaths(catalogue)) {
      const text = leafAt(catalogue, path);
      expect(typeof text, path).toBe('string');
      expect((text as string).trim(), path).not.toBe('');
    }
  });

  it.each(Object.entries(CATALOGUES))(
    '%s: translates every catalogue and transport error code under errors.*',
    (_, catalogue) => {
      const missing = [...CATALOGUE_ERROR_CODES, ...TRANSPORT_ERROR_CODES].filter(
        (code) => typeof leafAt(catalogue, `errors.${code}`) !== 'string',
      );
      expect(missing).toEqual([]);
    },
  );

  it.each(Object.entries(CATALOGUES))(
    '%s: translates every sidebar title key the server may send',
    (_, catalogue) => {
      const missing = MENU_TITLE_KEYS.filter((key) => typeof leafAt(catalogue, key) !== 'string');
      expect(missing).toEqual([]);
    },
  );

  it('keeps interpolation placeholders the same in both languages', () => {
    const placeholders = (text: unknown) =>
      typeof text === 'string'
        ? [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort()
        : [];
    for (const path of keyPaths(pl)) {
      expect(placeholders(leafAt(en, path)), path).toEqual(placeholders(leafAt(pl, path)));
    }
  });
});
