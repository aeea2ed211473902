// A compile-time test, checked by `tsc -p api/tsconfig.json` (it is never run): the server's
// socket.io types and its event binding come from the shared contract, so a misspelt event, a
// wrong payload or a wrong acknowledgement does not compile. Each `@ts-expect-error` line must
// fail to type-check; if one ever compiled, tsc would report the directive as unused.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { CLIENT_EVENTS, SERVER_EVENTS } from '@app/shared/protocol';
import type { CLIENT_EVENT_SCHEMAS } from '@app/shared/protocol/socket-schemas';
import { bindEvent } from '../../src/realtime/event-binding';
import type { RealtimeServer, RealtimeSocket } from '../../src/realtime/socket-types';

export function emitting(io: RealtimeServer): void {
  const ended = { reason: 'abandoned', roomName: 'room', meetingId: 'm', endedBy: null } as const;
  io.to('meeting:room').emit(SERVER_EVENTS.meetingEnded, ended);

  // @ts-expect-error an event the client does not listen to
  io.to('meeting:room').emit('meetingEnd', ended);
  // @ts-expect-error a reason outside the contract
  io.emit(SERVER_EVENTS.meetingEnded, { ...ended, reason: 'bored' });
  // @ts-expect-error a payload missing a field
  io.emit(SERVER_EVENTS.participantJoined, { roomName: 'room' });
}

export function binding(socket: RealtimeSocket, ready: Promise<void>, log: FastifyBaseLogger) {
  bindEvent(socket, CLIENT_EVENTS.joinRoom, ready, log, (request) => ({
    ok: true,
    status: 'entered',
    meetingId: request.roomName,
    participants: [],
    token: null,
    watchers: [],
  }));

  // @ts-expect-error an event the client never sends
  bindEvent(socket, 'joinRom', ready, log, () => null);
  // @ts-expect-error a payload field that does not exist
  bindEvent(socket, CLIENT_EVENTS.joinRoom, ready, log, (request) => void request.room);
  // @ts-expect-error an acknowledgement without the participants the client reads
  bindEvent(socket, CLIENT_EVENTS.joinRoom, ready, log, () => ({
    ok: true,
    status: 'entered',
    meetingId: 'm',
  }));
}

// The run-time schema of an event must parse to that event's payload type.
// @ts-expect-error a schema that lets through another shape than the contract's
export const drifted: (typeof CLIENT_EVENT_SCHEMAS)['meeting:enter'] = z.object({
  room: z.string(),
});
