import { API_ERRORS, type ApiErrorCode, type FieldError } from '@app/shared/protocol';

/**
 * An error answered to the client as `{ code, message, errors? }`. The status and the English
 * message come from the shared catalogue of codes, so a code always means the same thing.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  readonly errors?: FieldError[];
  readonly reason?: string;

  constructor(
    readonly code: ApiErrorCode,
    options: HttpErrorOptions = {},
  ) {
    super(options.message ?? API_ERRORS[code].message);
    this.statusCode = API_ERRORS[code].status;
    this.headers = options.headers ?? {};
    if (options.errors) this.errors = options.errors;
    if (options.reason) this.reason = options.reason;
    this.name = 'HttpError';
  }
}

export interface HttpErrorOptions {
  /** A more precise English message than the catalogue's (the code stays what clients read). */
  message?: string;
  headers?: Record<string, string>;
  errors?: FieldError[];
  /** A reason an admin gave, sent to the client as is (a rejected application). */
  reason?: string;
}

/** The error for a code of the catalogue. */
export const apiError = (code: ApiErrorCode, options?: HttpErrorOptions) =>
  new HttpError(code, options);

/** A 400 listing the refused fields (routes that parse with zod themselves, such as multipart). */
export class ValidationError extends HttpError {
  constructor(errors: FieldError[], message?: string) {
    super('validation.failed', { errors, ...(message ? { message } : {}) });
    this.name = 'ValidationError';
  }
}

/** A 429 that tells the client when it may try again. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  apiError('rate_limited', { headers: { 'retry-after': String(retryAfterSeconds) } });
