import { atom } from 'jotai';

export type AuthDialogMode = 'login' | 'register' | 'forgot';

/**
 * Which tab of the shell's login/register dialog is open, if any; any screen of any app may
 * open it (a remote's public page offers sign-in and registration to a visitor).
 */
export const authDialogAtom = atom<AuthDialogMode | null>(null);

/**
 * Why the dialog was opened for the visitor, shown at its top: a translation key, in the
 * `shell` namespace unless it names its own (`meeting:...`). Cleared when the dialog closes.
 */
export const authDialogNoticeAtom = atom<string | null>(null);
