import {
  CATALOGUE_ERROR_CODES,
  SIDEBAR_TITLE_KEYS,
  TRANSPORT_ERROR_CODES,
} from '@backoffice/contract';
import { describe, expect, it } from 'vitest';
import { keyPaths, leafAt } from '../test/catalogue-keys';
import { en } from './en';
import { pl } from './pl';

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
      const missing = SIDEBAR_TITLE_KEYS.filter(
        (key) => typeof leafAt(catalogue, key) !== 'string',
      );
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
