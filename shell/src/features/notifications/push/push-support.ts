/** Whether this browser can receive web push through the shell's service worker. */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'PushManager' in window && 'serviceWorker' in navigator;
