import { AREAS, type AuditRecordDefinition } from '@backoffice/contract';
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { areaTexts } from '../../i18n/area-texts';
import { en } from '../../i18n/en';
import { pl } from '../../i18n/pl';
import { recordToasts } from './record-toasts';

async function tIn(language: 'pl' | 'en'): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { translation: { ...{ pl, en }[language], ...areaTexts(language) } } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

describe('recordToasts', () => {
  it('words the shared toasts with the record names of its area, in English', async () => {
    const t = await tIn('en');
    expect(recordToasts(t, 'faq').create).toEqual({
      success: 'Successfully created new FAQ',
      error: 'Error creating new FAQ',
    });
    expect(recordToasts(t, 'featured-offer').update).toEqual({
      success: 'Successfully edited featured offers',
      error: 'Error updating featured offers',
    });
    expect(recordToasts(t, 'blog-tag').delete).toEqual({
      success: 'Successfully deleted tag',
      error: 'Error removing tag',
    });
  });

  it('takes the accusative and the genitive in Polish', async () => {
    const t = await tIn('pl');
    expect(recordToasts(t, 'faq').update).toEqual({
      success: 'Pomyślnie zapisano pytanie FAQ',
      error: 'Błąd podczas zapisywania pytania FAQ',
    });
    expect(recordToasts(t, 'menu-item').create).toEqual({
      success: 'Pomyślnie dodano pozycję menu',
      error: 'Błąd podczas dodawania pozycji menu',
    });
    expect(recordToasts(t, 'user').delete.success).toBe('Pomyślnie usunięto użytkownika');
  });

  it.each(['pl', 'en'] as const)(
    '%s: every record an area names for toasts is worded',
    async (language) => {
      const t = await tIn(language);
      const named = AREAS.flatMap((area): readonly AuditRecordDefinition[] => area.audit).filter(
        (record) => record.one,
      );
      expect(named.length).toBeGreaterThan(10);
      for (const record of named) {
        const toasts = recordToasts(t, record.entityType as Parameters<typeof recordToasts>[1]);
        for (const text of Object.values(toasts).flatMap((write) => [write.success, write.error]))
          expect(text, record.entityType).not.toMatch(/records\.|{{|undefined/);
      }
    },
  );
});
