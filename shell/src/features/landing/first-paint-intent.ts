import { changeLanguage, DEFAULT_LANGUAGE, otherLanguage, toLanguage } from '@app/shared/core';
import {
  FIRST_PAINT_INTENTS,
  PENDING_INTENT_ATTRIBUTE,
  type FirstPaintIntent,
} from './first-paint-marks';

/** The click recorded before the app started, if any; it is taken, so it happens once. */
export function takeFirstPaintIntent(
  root: HTMLElement = document.documentElement,
): FirstPaintIntent | null {
  const recorded = root.getAttribute(PENDING_INTENT_ATTRIBUTE);
  root.removeAttribute(PENDING_INTENT_ATTRIBUTE);
  return FIRST_PAINT_INTENTS.find((intent) => intent === recorded) ?? null;
}

/** Does what a recorded click asked: open the dialog's tab, or switch the language. */
export function replayFirstPaintIntent(
  intent: FirstPaintIntent,
  openAuthDialog: (mode: 'login' | 'register') => void,
  currentLanguage: string,
): void {
  if (intent === 'language') {
    void changeLanguage(otherLanguage(toLanguage(currentLanguage) ?? DEFAULT_LANGUAGE));
    return;
  }
  openAuthDialog(intent);
}
