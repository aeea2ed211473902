import { socketHolder, type IceServer } from '@app/shared';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { LessonWatch, type WatchSnapshot } from './lesson-watch';

const JOINING: WatchSnapshot = { status: { phase: 'joining' }, streams: new Map() };
const noSubscription = () => () => undefined;
const joining = () => JOINING;

/**
 * Watches the lesson while the component is shown; stops (and tells the server) when it goes.
 * Until the page's socket exists (a reload opens it as the page starts) it is still joining.
 */
export function useLessonWatch(
  roomName: string,
  receiveVideo: boolean,
  iceServers: IceServer[],
): WatchSnapshot {
  const iceKey = JSON.stringify(iceServers);
  const socket = useSyncExternalStore(
    socketHolder.subscribe,
    () => socketHolder.current,
    () => null,
  );
  const watch = useMemo(
    () =>
      socket &&
      new LessonWatch(socket, roomName, {
        receiveVideo,
        iceServers: JSON.parse(iceKey) as IceServer[],
      }),
    [socket, roomName, receiveVideo, iceKey],
  );
  useEffect(() => {
    watch?.start();
    return () => watch?.stop();
  }, [watch]);
  return useSyncExternalStore(watch?.subscribe ?? noSubscription, watch?.snapshot ?? joining);
}
