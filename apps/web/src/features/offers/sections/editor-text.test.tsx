import { act, renderHook } from '@testing-library/react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../i18n/i18n';
import { EditorTextProvider, useEditorText } from './editor-text';

const wrapper = ({ children }: { children: ReactNode }) => (
  <EditorTextProvider>{children}</EditorTextProvider>
);

// what the headers ask for: plain texts, texts with the element's number, a plural by count
const asked: Array<[string, Record<string, unknown>?]> = [
  ['offers.sections.element.untitled'],
  ['offers.sections.element.moveUp', { number: '3.4' }],
  ['offers.sections.element.moveUp', { number: '12.1' }],
  ['offers.sections.section.position', { number: 7 }],
  ['offers.sections.section.elements', { count: 1 }],
  ['offers.sections.section.elements', { count: 5 }],
];

describe('the builder texts', () => {
  it('are what i18next makes, with each number filled in, in either language', async () => {
    for (const language of ['pl', 'en'] as const) {
      await act(() => changeLanguage(language));
      const { result } = renderHook(() => useEditorText(), { wrapper });
      const text = result.current as unknown as (key: string, options?: object) => string;
      const own = i18n.t.bind(i18n) as unknown as (key: string, options?: object) => string;
      for (const [key, options] of asked) {
        // asked twice: the second answer comes from what was kept
        expect(text(key, options)).toBe(own(key, options));
        expect(text(key, options)).toBe(own(key, options));
      }
      // a text with a number is not a text left untranslated
      expect(text('offers.sections.element.moveUp', { number: '3.4' })).toContain('3.4');
    }
  });

  it('follow a change of language', async () => {
    await act(() => changeLanguage('pl'));
    const { result } = renderHook(() => useEditorText(), { wrapper });
    const before = (result.current as TFunction)('offers.sections.element.untitled');
    await act(() => changeLanguage('en'));
    const after = (result.current as TFunction)('offers.sections.element.untitled');
    expect(after).not.toBe(before);
    expect(after).toBe(i18n.getFixedT('en')('offers.sections.element.untitled'));
  });
});
