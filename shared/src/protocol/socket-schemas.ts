import { z } from 'zod';
import {
  CHAT_MESSAGE_MAX,
  MUSHAF_PAGES,
  REVEAL_STEPS,
  SURAH_COUNT,
  type ClassroomChatRequest,
  type ClassroomSyncRequest,
  type ClassroomUpdateRequest,
} from './classroom';
import type { ClientVisibilityPayload } from './notifications';
import { GENDERS } from './teaching-profile';
import type { ClientEvent, ClientPayload } from './socket-contract';
import { CLIENT_EVENTS } from './socket-events';
import type {
  EndCallRequest,
  InitiateCallRequest,
  P2pSignalRequest,
  RespondToCallRequest,
  RoomRequest,
  TeacherStatusRequest,
  UpdateTeacherStatusRequest,
} from './socket-payloads';

// The run-time half of socket-contract.ts: the server parses every client payload with these
// before a handler sees it, and drops anything else. `satisfies` ties each schema to the
// contract's payload type, so the two cannot drift. Only the API imports this module (through
// `@app/shared/protocol/socket-schemas`), so zod never reaches a browser bundle.

const id = z.string().min(1).max(64);
/** A call id is made by the caller (a UUID, or a timestamp plus random text). */
const callId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w.:-]+$/);
const roomName = z.string().min(1).max(128);

export const initiateCallSchema = z.object({
  callId: callId.optional(),
  receiverId: id,
  caller: z
    .object({
      userId: id.optional(),
      // Name, avatar and gender are ignored (the server uses the session's); only their shape
      // is checked.
      name: z.string().max(200).optional(),
      avatar: z.string().max(2048).nullable().optional(),
      gender: z.enum(GENDERS).nullable().optional(),
    })
    .optional(),
}) satisfies z.ZodType<InitiateCallRequest>;

export const respondToCallSchema = z.object({
  callId,
  action: z.enum(['accept', 'decline']),
  reason: z.literal('timeout').optional(),
}) satisfies z.ZodType<RespondToCallRequest>;

export const roomSchema = z.object({ roomName }) satisfies z.ZodType<RoomRequest>;

export const endCallSchema = z
  .object({
    callId: callId.optional(),
    roomName: roomName.optional(),
    reason: z.literal('timeout').optional(),
  })
  .refine((body) => body.callId || body.roomName) satisfies z.ZodType<EndCallRequest>;

/** `tab:visibility`: the page's visibilityState, sent on connect and on every change. */
export const clientVisibilitySchema = z.object({
  hidden: z.boolean(),
}) satisfies z.ZodType<ClientVisibilityPayload>;

export const ongoingMeetingSchema = z.object({}).strict() satisfies z.ZodType<
  Record<string, never>
>;

export const teacherStatusSchema = z
  .object({ teacherId: id })
  .strict() satisfies z.ZodType<TeacherStatusRequest>;

// Strict: the teacher is the session's, so a payload naming a user is refused, not obeyed.
export const updateTeacherStatusSchema = z
  .object({ setting: z.enum(['online', 'busy']), endLesson: z.boolean().optional() })
  .strict() satisfies z.ZodType<UpdateTeacherStatusRequest>;

const description = z
  .object({
    type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
    sdp: z
      .string()
      .max(64 * 1024)
      .optional(),
  })
  .strict();

const candidate = z
  .object({
    candidate: z.string().max(2048),
    sdpMid: z.string().max(64).nullish(),
    sdpMLineIndex: z.number().int().min(0).max(255).nullish(),
    usernameFragment: z.string().max(256).nullish(),
  })
  .strict();

// strict(): only what a peer needs is relayed; nothing else rides along to the other side.
export const p2pSignalSchema = z.union([
  z.object({ roomName, to: id, description }).strict(),
  z.object({ roomName, to: id, candidate: candidate.nullable() }).strict(),
]) satisfies z.ZodType<P2pSignalRequest>;

/** An ayah reference; that the ayah exists in its surah is checked by the server. */
const ayahRef = z
  .object({
    surah: z.number().int().min(1).max(SURAH_COUNT),
    ayah: z.number().int().min(1).max(286),
  })
  .strict();

/** A word of an ayah; that the ayah has that many words is checked by the server. */
const wordRef = z
  .object({
    surah: z.number().int().min(1).max(SURAH_COUNT),
    ayah: z.number().int().min(1).max(286),
    word: z.number().int().min(0).max(255),
  })
  .strict();

export const classroomUpdateSchema = z
  .object({
    roomName,
    page: z.number().int().min(1).max(MUSHAF_PAGES).optional(),
    highlight: ayahRef.nullable().optional(),
    locked: z.boolean().optional(),
    test: z.object({ hiddenFrom: wordRef }).strict().nullable().optional(),
    reveal: z.enum(REVEAL_STEPS).optional(),
  })
  .strict() satisfies z.ZodType<ClassroomUpdateRequest>;

export const classroomSyncSchema = z
  .object({ roomName })
  .strict() satisfies z.ZodType<ClassroomSyncRequest>;

export const classroomChatSchema = z
  .object({ roomName, text: z.string().trim().min(1).max(CHAT_MESSAGE_MAX) })
  .strict() satisfies z.ZodType<ClassroomChatRequest>;

/** The schema of each client event's payload, by event name. */
export const CLIENT_EVENT_SCHEMAS: { [E in ClientEvent]: z.ZodType<ClientPayload<E>> } = {
  [CLIENT_EVENTS.initiateCallRequest]: initiateCallSchema,
  [CLIENT_EVENTS.respondToCallRequest]: respondToCallSchema,
  [CLIENT_EVENTS.joinRoom]: roomSchema,
  [CLIENT_EVENTS.leaveRoom]: roomSchema,
  [CLIENT_EVENTS.endCall]: endCallSchema,
  [CLIENT_EVENTS.getTeacherStatus]: teacherStatusSchema,
  [CLIENT_EVENTS.updateTeacherStatus]: updateTeacherStatusSchema,
  [CLIENT_EVENTS.p2pSignal]: p2pSignalSchema,
  [CLIENT_EVENTS.clientVisibility]: clientVisibilitySchema,
  [CLIENT_EVENTS.getOngoingMeeting]: ongoingMeetingSchema,
  [CLIENT_EVENTS.classroomUpdate]: classroomUpdateSchema,
  [CLIENT_EVENTS.classroomSync]: classroomSyncSchema,
  [CLIENT_EVENTS.classroomChat]: classroomChatSchema,
  [CLIENT_EVENTS.watchLesson]: roomSchema,
  [CLIENT_EVENTS.stopWatching]: roomSchema,
};
