import { stdSerializers } from 'pino';

/**
 * A failed query's error carries every parameter it was given (a password hash, a token, a
 * user's data): the log keeps the statement, the database's own code and message, and the
 * stack, never the parameters.
 */
export function serializeError(error: Error): {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
} {
  if ('query' in error && 'params' in error) {
    const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
    return {
      type: error.name,
      message: `Failed query: ${String(error.query)}`,
      code: cause?.code,
      cause: typeof cause?.message === 'string' ? cause.message : undefined,
      // The stack opens with the message, parameters included: keep only its frames.
      stack: (error.stack ?? '')
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n'),
    };
  }
  return stdSerializers.err(error);
}

/** Paths a log line may carry secrets at; pino writes `[Redacted]` instead. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirmPassword',
  '*.currentPassword',
  '*.passwordHash',
  '*.token',
  '*.refreshToken',
  '*.accessToken',
];
