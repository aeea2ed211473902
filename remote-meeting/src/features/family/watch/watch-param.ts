import { useSearchParams } from 'react-router-dom';

const WATCH_PARAM = 'watch';

/**
 * The lesson the guardian watches, in the address (`/family?watch=<room>`): a reload goes on
 * watching, and Back stops. Returns the room and the way to start or stop.
 */
export function useWatchParam(): [string | null, (roomName: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const watch = (roomName: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (roomName) next.set(WATCH_PARAM, roomName);
        else next.delete(WATCH_PARAM);
        return next;
      },
      { replace: roomName === null },
    );
  return [params.get(WATCH_PARAM), watch];
}
