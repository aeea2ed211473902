import { atom } from 'jotai';

export type AuthDialogMode = 'login' | 'register' | 'forgot';

/** Which tab of the login/register dialog is open, if any; any screen may open it. */
export const authDialogAtom = atom<AuthDialogMode | null>(null);

/**
 * Why the dialog was opened for the visitor, shown at its top (a `shell` translation key), e.g.
 * that calling a Sheikh needs a login. Cleared when the dialog closes.
 */
export const authDialogNoticeAtom = atom<string | null>(null);
