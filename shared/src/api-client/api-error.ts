/** A failed API call: the server's (unpacked) message plus the HTTP status. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    /** Per-field validation messages from the server, kept so forms can place them on fields. */
    readonly zodMessage?: readonly string[],
  ) {
    super(message);
  }
}

/** A 403 telling the user the account awaits verification (or activation by an admin). */
export class AccountVerificationError extends ApiError {
  override name = 'AccountVerificationError';

  constructor(message: string) {
    super(message, 403);
  }
}
