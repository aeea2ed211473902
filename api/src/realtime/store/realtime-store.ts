import type { CallParty, Gender } from '@app/shared/protocol';

/** A call that is ringing: who calls whom, from which socket, until when. */
export interface RingingCall {
  callId: string;
  caller: CallParty;
  callerSocketId: string;
  teacherId: string;
  teacherName: string;
  /** Optional: a call stored before it was kept has none. */
  teacherGender?: Gender | null;
  roomName: string;
  /** Epoch ms after which the server ends it. */
  deadline: number;
}

export type CreateCallResult = 'created' | 'already_calling' | 'teacher_ringing' | 'duplicate_id';

/**
 * Shared realtime state: in memory for one process, in Redis when several processes act as
 * one. Every method that decides something (became online, went offline, took a call) is
 * atomic, so exactly one process acts on each change.
 */
export interface RealtimeStore {
  /** Registers a socket of the user; true when the user was offline and is now online. */
  addConnection(userId: string, role: string, socketId: string): Promise<boolean>;
  /** Unregisters a socket; returns how many sockets of the user remain (all processes). */
  removeConnection(userId: string, socketId: string): Promise<number>;
  connectionCount(userId: string): Promise<number>;
  /**
   * Marks the user offline if it has no socket left, recording lastSeen; true when this call
   * made the change (so only one process announces it).
   */
  settleOffline(userId: string, role: string, now: number): Promise<boolean>;
  /** Online user ids of a role (including users inside their disconnect grace). */
  onlineIds(role: string): Promise<Set<string>>;
  /** How many users of the role are online (a count, without reading the ids). */
  onlineCount(role: string): Promise<number>;
  isOnline(userId: string, role: string): Promise<boolean>;
  /** Last disconnect times (epoch ms) of the users that have one. */
  lastSeen(userIds: string[]): Promise<Map<string, number>>;

  createCall(call: RingingCall): Promise<CreateCallResult>;
  getCall(callId: string): Promise<RingingCall | null>;
  /** Removes the call and returns it; null when another step (or process) already took it. */
  takeCall(callId: string): Promise<RingingCall | null>;
  /** Calls past their deadline. */
  dueCalls(now: number): Promise<string[]>;
  /** The ringing call a student placed or a teacher receives, if any. */
  callOf(userId: string): Promise<string | null>;

  /** Holds a named lease for ttl ms (renewed by its holder), so one process runs a sweep. */
  acquireLease(name: string, ttlMs: number): Promise<boolean>;

  /**
   * Processes that stopped without cleaning up (crash, kill): their sockets are unregistered
   * and the users who lost one are returned, so their presence is settled.
   */
  reapDeadNodes(): Promise<string[]>;
  close(): Promise<void>;
}
