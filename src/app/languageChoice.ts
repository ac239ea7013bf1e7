/**
 * The borrower's language choice as the shells' footer sees it: the language spoken, the one
 * that could not be loaded (if any) and how to choose another. Root provides it; outside Root
 * (a test harness, the studio's preview) there is none and the footer offers no choice.
 */
import { createContext, useContext } from 'react';
import type { Language } from './language';

export interface LanguageChoice {
  language: Language;
  /** The language chosen last that could not be loaded. */
  problem?: Language;
  choose(language: Language): void;
}

export const LanguageChoiceContext = createContext<LanguageChoice | undefined>(undefined);

export function useLanguageChoice(): LanguageChoice | undefined {
  return useContext(LanguageChoiceContext);
}
