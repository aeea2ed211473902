import {
  answerWithin,
  CLIENT_EVENTS,
  CONNECTION_EVENTS,
  onSocketEvent,
  SERVER_EVENTS,
  socketHolder,
  type AppSocket,
  type ClassroomUpdateRequest,
} from '@app/shared';
import { useCallback, useEffect, useReducer, useSyncExternalStore } from 'react';
import { getChat, getClassroom } from './api/classroom-api';
import { classroomReducer, INITIAL_CLASSROOM, type ClassroomView } from './classroom-reducer';

const ACK_TIMEOUT_MS = 5_000;
/** The mushaf may open before the video has joined the room: the sync is retried meanwhile. */
const SYNC_RETRY_MS = 500;
const SYNC_ATTEMPTS = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What one `classroom:update` asks for. */
export type ClassroomChange = Omit<ClassroomUpdateRequest, 'roomName'>;

export interface Classroom {
  view: ClassroomView;
  /**
   * Turns to a page, or opens a page with a highlight (the teacher), locks, or starts, reveals
   * and stops a recitation test (the teacher).
   */
  update(change: ClassroomChange): void;
  dispatch: React.Dispatch<Parameters<typeof classroomReducer>[1]>;
  sendChat(text: string): Promise<string | null>;
}

async function syncWithRoom(socket: AppSocket, roomName: string, stopped: () => boolean) {
  for (let attempt = 0; attempt < SYNC_ATTEMPTS && !stopped(); attempt += 1) {
    const ack = await answerWithin(
      socket.emitWithAck(CLIENT_EVENTS.classroomSync, { roomName }),
      ACK_TIMEOUT_MS,
    );
    if (ack.ok) return ack;
    if (ack.code !== 'meetings.not_in_room') return null;
    await sleep(SYNC_RETRY_MS);
  }
  return null;
}

/**
 * The session's classroom for the mushaf panel: synced with the room on opening (and on every
 * reconnection), then kept by the room's events; a local page turn shows at once and falls
 * back to the server's state when refused.
 */
export function useClassroom(roomName: string): Classroom {
  const [view, dispatch] = useReducer(classroomReducer, INITIAL_CLASSROOM);
  const socket = useSyncExternalStore(
    socketHolder.subscribe,
    () => socketHolder.current,
    () => null,
  );
  useEffect(() => {
    if (!socket) return undefined;
    let stopped = false;
    const sync = async () => {
      const synced = await syncWithRoom(socket, roomName, () => stopped);
      if (!synced || stopped) return;
      dispatch({ type: 'synced', meetingId: synced.meetingId, state: synced.state });
      const [classroom, chat] = await Promise.all([
        getClassroom(synced.meetingId),
        getChat(synced.meetingId),
      ]);
      if (stopped) return;
      dispatch({ type: 'loaded', marks: classroom.marks, notes: classroom.notes });
      dispatch({ type: 'chat', messages: chat });
    };
    const run = () => void sync().catch((error: unknown) => console.warn('mushaf sync', error));
    run();
    const off = [
      onSocketEvent(socket, SERVER_EVENTS.classroomState, (message) => {
        if (message.roomName === roomName) dispatch({ type: 'remote', state: message.state });
      }),
      onSocketEvent(socket, SERVER_EVENTS.classroomMark, (message) => {
        if (message.roomName !== roomName) return;
        if (message.added) dispatch({ type: 'markAdded', mark: message.added });
        if (message.updated) dispatch({ type: 'markUpdated', mark: message.updated });
        if (message.removedId) dispatch({ type: 'markRemoved', id: message.removedId });
      }),
      onSocketEvent(socket, SERVER_EVENTS.classroomNotes, (message) => {
        if (message.roomName === roomName) dispatch({ type: 'notes', notes: message.notes });
      }),
      onSocketEvent(socket, SERVER_EVENTS.classroomChatMessage, (message) => {
        if (message.roomName === roomName) dispatch({ type: 'chat', messages: [message.message] });
      }),
      onSocketEvent(socket, CONNECTION_EVENTS.connect, run),
    ];
    return () => {
      stopped = true;
      off.forEach((stop) => stop());
    };
  }, [socket, roomName]);

  const update = useCallback(
    (change: ClassroomChange) => {
      if (!socket) return;
      // Shown at once; a reveal waits for the server, which knows the ayah's words.
      const { reveal, ...shownAtOnce } = change;
      if (!reveal) dispatch({ type: 'local', change: shownAtOnce });
      answerWithin(
        socket.emitWithAck(CLIENT_EVENTS.classroomUpdate, { roomName, ...change }),
        ACK_TIMEOUT_MS,
      ).then(
        (ack) => dispatch(ack.ok ? { type: 'confirmed', state: ack.state } : { type: 'refused' }),
        () => dispatch({ type: 'refused' }),
      );
    },
    [socket, roomName],
  );

  /** Sends a chat message; the refusal's reason when the server did not take it. */
  const sendChat = useCallback(
    async (text: string): Promise<string | null> => {
      if (!socket) return 'offline';
      try {
        const ack = await answerWithin(
          socket.emitWithAck(CLIENT_EVENTS.classroomChat, { roomName, text }),
          ACK_TIMEOUT_MS,
        );
        if (!ack.ok) return ack.code;
        dispatch({ type: 'chat', messages: [ack.message] });
        return null;
      } catch {
        return 'timeout';
      }
    },
    [socket, roomName],
  );

  return { view, update, dispatch, sendChat };
}
