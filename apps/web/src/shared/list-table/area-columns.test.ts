import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { areaTexts } from '../../i18n/area-texts';
import { areaColumns } from './area-columns';

describe('areaColumns', () => {
  it('gives the key and the header the area declares (the export file’s header too)', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { translation: areaTexts('en') } } });
    const column = areaColumns(i18n.t, 'faq');
    expect(column('homepage')).toEqual({ key: 'homepage', header: 'Homepage' });
    expect(areaColumns(i18n.t, 'order')('date').header).toBe('Date');
  });

  it('fails `tsc` for a column the area does not declare', () => {
    const column = areaColumns(i18next.t, 'faq');
    // @ts-expect-error `questoin` is not a column of the FAQ area
    expect(() => column('questoin')).not.toThrow();
  });
});
