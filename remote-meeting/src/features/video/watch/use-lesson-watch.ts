import { socketHolder, type IceServer } from '@app/shared';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { LessonWatch, type WatchSnapshot } from './lesson-watch';

const NOT_CONNECTED: WatchSnapshot = {
  status: { phase: 'refused', code: 'no_answer' },
  streams: new Map(),
};
const noSubscription = () => () => undefined;
const notConnected = () => NOT_CONNECTED;

/** Watches the lesson while the component is shown; stops (and tells the server) when it goes. */
export function useLessonWatch(
  roomName: string,
  receiveVideo: boolean,
  iceServers: IceServer[],
): WatchSnapshot {
  const iceKey = JSON.stringify(iceServers);
  const socket = socketHolder.current;
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
  return useSyncExternalStore(watch?.subscribe ?? noSubscription, watch?.snapshot ?? notConnected);
}
