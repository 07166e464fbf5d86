import { AREAS, SIDEBAR_ENTRIES, areaErrorMessages, type Language } from '@backoffice/contract';

/**
 * The areas' own texts in one language, as a catalogue: the error messages each area declares
 * in the contract (`defineArea`'s `errors`, REQ-ERR-3) and its sidebar links' names
 * (`menu.faq`). Loaded with the first signed-in screen like a feature's texts, before the shell
 * draws the sidebar (the router awaits a route's chunk and texts before it renders), so the
 * shell's own chunks carry none of `AREAS`. The sign-in area's messages are in the shell
 * catalogues: the public screens show them.
 */
export function areaTexts(language: Language) {
  const menu: Record<string, string> = {};
  for (const entry of SIDEBAR_ENTRIES)
    menu[entry.title.slice('menu.'.length)] = entry.label[language];
  return { errors: areaErrorMessages(language, AREAS), menu };
}
