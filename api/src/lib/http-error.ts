/** An error whose message is safe to show the client, answered with its status code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** A 400 built from our own zod parse (routes whose body is not JSON, such as multipart). */
export class ValidationError extends HttpError {
  constructor(readonly zodMessage: string[]) {
    super(400, zodMessage[0] ?? 'Invalid request');
    this.name = 'ValidationError';
  }
}

/** A 429 that tells the client when it may try again. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too many requests. Please try again later.', {
    'retry-after': String(retryAfterSeconds),
  });
