import { SERVER_EVENTS, useSocketEvent, type LessonWatcher, type WatcherEvent } from '@app/shared';
import { useCallback, useState } from 'react';
import type { RoomEntry } from '../../lib/room-entry';

/**
 * Who watches the lesson now: what the latest entry into the room said, then each guardian who
 * starts or stops watching. A new entry (after a lost connection) says it again from scratch.
 */
export function useLessonWatchers(roomName: string, entry: RoomEntry): readonly LessonWatcher[] {
  const [watchers, setWatchers] = useState(entry.watchers);
  const [shownEntry, setShownEntry] = useState(entry);
  if (shownEntry !== entry) {
    setShownEntry(entry);
    setWatchers(entry.watchers);
  }
  const ours = (event: WatcherEvent) => event.roomName === roomName;
  const others = (event: WatcherEvent) => (watcher: LessonWatcher) =>
    watcher.userId !== event.userId;
  useSocketEvent(
    SERVER_EVENTS.watcherJoined,
    useCallback(
      (event: WatcherEvent) => {
        if (!ours(event)) return;
        setWatchers((now) => [
          ...now.filter(others(event)),
          { userId: event.userId, name: event.name },
        ]);
      },
      // eslint-disable-next-line react-hooks/exhaustive-deps -- `ours` reads roomName only
      [roomName],
    ),
  );
  useSocketEvent(
    SERVER_EVENTS.watcherLeft,
    useCallback(
      (event: WatcherEvent) => {
        if (ours(event)) setWatchers((now) => now.filter(others(event)));
      },
      // eslint-disable-next-line react-hooks/exhaustive-deps -- `ours` reads roomName only
      [roomName],
    ),
  );
  return watchers;
}
