import {
  CATALOGUE_ERROR_CODES,
  CORE_ERROR_CODES,
  SIDEBAR_ENTRIES,
  SIDEBAR_SECTION_KEYS,
  TRANSPORT_ERROR_CODES,
  authArea,
} from '@backoffice/contract';
import { areaTexts } from './area-texts';
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
    '%s: the shell names the shared, transport and sign-in codes; the areas name theirs',
    (language, catalogue) => {
      const shellCodes = [
        ...CORE_ERROR_CODES,
        ...TRANSPORT_ERROR_CODES,
        ...Object.keys(authArea.errors),
      ];
      expect(
        shellCodes.filter((code) => typeof leafAt(catalogue, `errors.${code}`) !== 'string'),
      ).toEqual([]);
      for (const [code, message] of Object.entries(authArea.errors))
        expect(leafAt(catalogue, `errors.${code}`), code).toBe(message[language as 'pl' | 'en']);
      const areas = areaTexts(language as 'pl' | 'en').errors;
      const named = { ...catalogue.errors, ...areas } as Record<string, string>;
      const missing = [...CATALOGUE_ERROR_CODES, ...TRANSPORT_ERROR_CODES].filter(
        (code) => !named[code]?.trim(),
      );
      expect(missing).toEqual([]);
    },
  );

  it.each(Object.entries(CATALOGUES))(
    '%s: names every sidebar section, and every area link has its name',
    (language, catalogue) => {
      const missing = [...SIDEBAR_SECTION_KEYS, 'menu.dashboard'].filter(
        (key) => typeof leafAt(catalogue, key) !== 'string',
      );
      expect(missing).toEqual([]);
      for (const entry of SIDEBAR_ENTRIES)
        expect(entry.label[language as 'pl' | 'en'].trim(), entry.title).not.toBe('');
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
