import type { RateLimits } from '../plugins/rate-limits';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import type { MeetingEventHub } from '../meetings/meeting-events';
import type { MeetingLifecycle } from '../meetings/meeting-lifecycle';
import type { MeetingTokens } from '../meetings/meeting-token';
import type { MeetingsRepository } from '../meetings/meetings-repository';
import type { FamilyRepository } from '../family/family-repository';
import type { StudentReach } from '../family/student-reach';
import type { UsersRepository } from '../users/users-repository';
import type { CallEventHub } from './call-events';
import type { Directory } from './directory';
import type { PresenceEventHub } from './presence-events';
import type { RealtimeSettings } from './realtime-settings';
import type { RealtimeServer } from './socket-types';
import type { RealtimeStore } from './store/realtime-store';
import type { Timers } from './timers';

/**
 * What the realtime services may draw on, built once by the plugin. Each class names the part
 * it uses (its `...Deps` type), so a reader sees its dependencies in its constructor.
 */
export interface RealtimeContext {
  /** Shared allowances (rings per student and teacher), in Redis when clustered. */
  rateLimits: RateLimits;
  io: RealtimeServer;
  store: RealtimeStore;
  directory: Directory;
  settings: RealtimeSettings;
  db: Db;
  users: UsersRepository;
  /** Which Sheikhs a student may see and call (blocks, its guardians' rules, consent). */
  reach: StudentReach;
  /** Each child's guardians' rules (the chat). */
  family: FamilyRepository;
  meetings: MeetingsRepository;
  meetingEvents: MeetingEventHub;
  /** The only writer of meeting status and the teacher's in-meeting flag. */
  lifecycle: MeetingLifecycle;
  callEvents: CallEventHub;
  presenceEvents: PresenceEventHub;
  meetingTokens: MeetingTokens;
  videoProvider: 'p2p' | 'jitsi';
  /** True with REDIS_URL: other processes share the store and the rooms. */
  clustered: boolean;
  log: FastifyBaseLogger;
  timers: Timers;
}
