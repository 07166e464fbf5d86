import { AREAS, areaErrorMessages, type Language } from '@backoffice/contract';

/**
 * The areas' own texts in one language, as a catalogue: the error messages each area declares
 * in the contract (`defineArea`'s `errors`, REQ-ERR-3). Loaded with the first signed-in screen
 * like a feature's texts; the sign-in area's messages are in the shell catalogues already.
 */
export function areaTexts(language: Language) {
  return { errors: areaErrorMessages(language, AREAS) };
}
