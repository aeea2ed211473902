/** Generic success envelope. */
export interface DataResponse<T> {
  data: T;
}

export type {
  ChangePasswordRequest,
  LoginRequest,
  LogoutRequest,
  RegisterRequest,
  ResetPasswordRequest,
  UserIdRequest,
  UserResponse,
} from './api-contract/account-contract';

export type {
  RatingRequest,
  RatingResult,
  RoomsPage,
  RoomsQuery,
} from './api-contract/meetings-contract';

export type { CreateUserRequest, UpdateUserRequest } from './api-contract/users-contract';

/** Video providers the API can be configured with. */
export const VIDEO_PROVIDERS = ['p2p', 'jitsi'] as const;
/** A video provider. */
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

export type { AppConfig, IceServer } from './api-contract/users-contract';
