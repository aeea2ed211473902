import type { MeetingRoom, RoomStatusFilter } from './meeting';
import type { Role } from './roles';
import type { Specialization } from './teaching-profile';
import type { User } from './user';

/** Generic success envelope. */
export interface DataResponse<T> {
  data: T;
}

/** `POST /auth/login` and `POST /auth/register` answer. */
export interface UserResponse {
  user: User;
}

/** `GET /meetings/admin/rooms` answer. */
export interface RoomsPage {
  rooms: MeetingRoom[];
  hasMore: boolean;
  nextCursor: string | null;
}

/** `GET /meetings/admin/rooms` query. */
export interface RoomsQuery {
  limit?: number;
  status?: RoomStatusFilter;
  cursor?: string;
}

/** `POST /auth/login` body; contact is an email or a phone number. */
export interface LoginRequest {
  contact: string;
  password: string;
}

/** `POST /auth/register` body. */
export interface RegisterRequest {
  name: string;
  contact: string;
  password: string;
  confirmPassword: string;
  role?: 'student' | 'teacher';
  bio?: string;
}

/** `POST /users` body (empty values omitted). */
export interface CreateUserRequest {
  name: string;
  email?: string;
  phone?: string;
  role: Role;
  password: string;
  active?: boolean;
  experience?: string;
  specializations?: Specialization[];
}

/** `PUT /users/{id}` body: any subset of the create fields. */
export type UpdateUserRequest = Partial<CreateUserRequest>;

/** `POST /auth/logout` body: this browser's push endpoint, forgotten as the session ends. */
export interface LogoutRequest {
  pushEndpoint?: string;
}

/** `POST /auth/set-offline` body; the server uses the session, not this id. */
export interface UserIdRequest {
  userId?: string;
}

/** `POST /meetings/rating` body. */
export interface RatingRequest {
  meetingId: string;
  rating: number;
  comment?: string;
}

/** `POST /meetings/rating` data. */
export interface RatingResult {
  meetingId: string;
  rating: number;
  comment: string | null;
  averageRating: number;
  totalRatings: number;
}

/** Video providers the API can be configured with. */
export const VIDEO_PROVIDERS = ['p2p', 'jitsi'] as const;
/** A video provider. */
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

/** One STUN/TURN server, as RTCIceServer. */
export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/** `GET /config` data (replaces the third-party remote config). */
export interface AppConfig {
  app_version: string;
  video: { provider: VideoProvider; domain: string | null; iceServers: IceServer[] };
}
