import type { Language } from '@backoffice/contract';
import type { TFunction } from 'i18next';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The builder's texts for its many small parts (section and element headers, their buttons):
 * one `useTranslation` for the whole builder, and each text kept once made (with the element's
 * or section's number filled in). react-i18next's
 * hook builds a fresh wrapper of the i18n instance for every component that mounts with it, and
 * i18next's `t` with an interpolated number costs tens of microseconds; a jump to the end of a
 * 1,000-element page mounts a screen of headers that each named themselves and four buttons,
 * and those two costs were a third of the frame (the 50 ms per action of REQ-PERF-5).
 */
const EditorTextContext = createContext<TFunction | null>(null);
/** The interface language, for the headers' titles (read once for the builder, as the texts). */
const EditorLanguageContext = createContext<Language>('pl');

/** Stands for the number in a kept text; a character no catalogue text holds. */
const NUMBER_MARK = '\u0000';

export function EditorTextProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === 'en' ? 'en' : 'pl';
  // a new language is a new `t`: the texts are made again
  const text = useMemo(() => {
    const translate = t as (key: string, options?: object) => unknown;
    /** each text as made once, with `{{number}}` left as a marker to fill in per element */
    const kept = new Map<string, string>();
    return ((key: string, options?: Record<string, unknown>) => {
      const names = options === undefined ? [] : Object.keys(options);
      // "Element {{number}}" is the one argument the headers pass, never a plural: any other
      // (a `count` chooses the text's form) goes to i18next each time
      const numbered = names.length === 1 && names[0] === 'number';
      if (names.length > 0 && !numbered) return String(translate(key, options));
      const id = numbered ? `${key}#` : key;
      let text = kept.get(id);
      if (text === undefined) {
        text = String(translate(key, numbered ? { number: NUMBER_MARK } : undefined));
        kept.set(id, text);
      }
      return numbered ? text.split(NUMBER_MARK).join(String(options?.number)) : text;
    }) as TFunction;
  }, [t]);
  return (
    <EditorLanguageContext.Provider value={language}>
      <EditorTextContext.Provider value={text}>{children}</EditorTextContext.Provider>
    </EditorLanguageContext.Provider>
  );
}

/** The interface language inside the builder: element titles are shown in it. */
export function useEditorLanguage(): Language {
  return useContext(EditorLanguageContext);
}

/** The builder's `t`, inside `EditorTextProvider` (the Sections tab). */
export function useEditorText(): TFunction {
  const text = useContext(EditorTextContext);
  if (!text) throw new Error('useEditorText is used outside the Sections tab');
  return text;
}
