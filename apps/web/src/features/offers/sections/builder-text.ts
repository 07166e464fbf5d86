import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import { i18n } from '../../../i18n/i18n';

/**
 * The builder's `t`, taken once by the Sections tab (`useTranslation`) and handed down. Each
 * `useTranslation` call copies the i18next instance into a wrapper when its component mounts
 * and listens for language changes on its own: a jump to an added section mounts some twenty
 * element cards of four such components each, and those copies were about a tenth of that
 * frame's script (issue 17's 50 ms). A language change gives a new `t`, so every reader still
 * re-renders.
 */
export const BuilderTextContext = createContext<TFunction | null>(null);

/** The builder's `t`; outside the Sections tab (a lone card in a test), the app's own. */
export function useBuilderText(): TFunction {
  return useContext(BuilderTextContext) ?? i18n.t;
}
