import type { FieldError } from '../protocol/error-codes';

/**
 * A failed API call: the HTTP status, the server's error `code` (what clients translate; see
 * error-codes.ts), its English message (for logs), and the refused fields of a validation error.
 * `code` is a plain string: a server newer than this client may send a code it does not know.
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly code: string = 'unknown',
    readonly errors: readonly FieldError[] = [],
    /** The reason an admin gave, sent with a rejected application's refusal. */
    readonly reason: string | null = null,
  ) {
    super(message);
  }
}

/** A 403 telling the user the account awaits review or was not accepted. */
export class AccountVerificationError extends ApiError {
  override name = 'AccountVerificationError';

  constructor(message: string, code: string, reason: string | null = null) {
    super(message, 403, code, [], reason);
  }
}
