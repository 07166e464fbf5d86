import { describe, expect, it } from 'vitest';
import { FEATURES } from './features';
import { pl as shell } from '../i18n/pl';
import { keyPaths, leafAt, placeholders } from '../test/catalogue-keys';
import { FILES_CATALOGUE } from '../shared/form/files-catalogue';

describe('the upload fields’ and rich-text editor’s texts', () => {
  it('have the same keys in pl and en, every text non-empty, the same placeholders', async () => {
    const [plTexts, enTexts] = await Promise.all([FILES_CATALOGUE.pl(), FILES_CATALOGUE.en()]);
    const plKeys = keyPaths(plTexts).sort();
    expect(keyPaths(enTexts).sort()).toEqual(plKeys);
    for (const path of plKeys) {
      for (const texts of [plTexts, enTexts]) {
        expect((leafAt(texts, path) as string).trim(), path).not.toBe('');
      }
      expect(placeholders(leafAt(enTexts, path)), path).toEqual(
        placeholders(leafAt(plTexts, path)),
      );
    }
  });

  it('keep them under keys no other catalogue uses', async () => {
    const own = Object.keys(await FILES_CATALOGUE.pl());
    const others = [
      ...Object.keys(shell),
      ...(await Promise.all(FEATURES.map((f) => f.catalogue.pl()))).flatMap((texts) =>
        Object.keys(texts),
      ),
    ];
    expect(own).toEqual(['upload', 'richText']);
    expect(own.filter((key) => others.includes(key))).toEqual([]);
  });
});
