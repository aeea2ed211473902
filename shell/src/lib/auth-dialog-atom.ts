import { atom } from 'jotai';

export type AuthDialogMode = 'login' | 'register';

/** Which tab of the login/register dialog is open, if any; any screen may open it. */
export const authDialogAtom = atom<AuthDialogMode | null>(null);
