// The dialog's state lives in the shared store, so a remote's page can open it too.
export { authDialogAtom, authDialogNoticeAtom, type AuthDialogMode } from '@app/shared/core';
