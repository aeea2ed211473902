import {
  API_ERRORS,
  type ApiErrorCode,
  type CallRefusalCode,
  type CallRequestFailed,
  type FieldError,
  type SocketRefusal,
} from '@app/shared/protocol';

/**
 * A refused socket event: the catalogue's code and English message, as a refused REST call
 * answers them; the client shows its own translation of the code.
 */
export function refusal(code: ApiErrorCode, errors?: FieldError[]): SocketRefusal {
  return { ok: false, code, message: API_ERRORS[code].message, ...(errors ? { errors } : {}) };
}

/** `call:failed`: why a call request was refused or ended before it was answered. */
export function callFailure(callId: string | null, code: CallRefusalCode): CallRequestFailed {
  return { callId, code, message: API_ERRORS[code].message };
}
