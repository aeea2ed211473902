/**
 * Which meeting this tab is in, kept in sessionStorage: it survives a reload (and a restored
 * crashed tab) but is not shared with other tabs, so only the tab that was in the lesson goes
 * back into it on its own; another tab offers the rejoin instead.
 */
const KEY = 'quran-live:meeting-room';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // Storage blocked by the browser's settings.
  }
}

export const tabMemory = {
  remember(roomName: string | null): void {
    const store = storage();
    if (!store) return;
    if (roomName) store.setItem(KEY, roomName);
    else store.removeItem(KEY);
  },
  wasIn(roomName: string): boolean {
    return storage()?.getItem(KEY) === roomName;
  },
};
