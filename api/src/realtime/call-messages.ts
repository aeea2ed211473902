import type { CallFailureReason, CallRequestFailed } from '@app/shared/protocol';

/** English fallbacks; the client shows its own translation of the reason code. */
const MESSAGES: Record<CallFailureReason, string> = {
  invalid_request: 'The call request is malformed',
  not_allowed: 'You may not do this',
  invalid_target: 'This teacher cannot be called',
  offline: 'The teacher is offline',
  busy: 'The teacher is busy',
  in_meeting: 'The teacher is in a meeting',
  already_calling: 'You are already calling a teacher',
  rate_limited: 'Too many calls in a short time; please wait a moment',
  timeout: 'The teacher did not answer',
  not_found: 'This call is no longer ringing',
  server_error: 'The call could not be started',
};

export function callFailure(callId: string | null, code: CallFailureReason): CallRequestFailed {
  return { callId, code, message: MESSAGES[code] };
}

/** A refusal acknowledgement; fits any SocketAck. */
export function refused(code: CallFailureReason) {
  return { ok: false as const, code, message: MESSAGES[code] };
}
