import { appStore } from '@app/shared/core';
import { onlineAtom } from './pwa-atoms';

/** Keeps onlineAtom current, so an app opened from the cache says it is offline. */
export function trackConnectivity(): () => void {
  const update = () => appStore.set(onlineAtom, navigator.onLine);
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
}
