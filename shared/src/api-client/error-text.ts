/** The parts of a JSON error body the client reads. */
export interface ErrorBody {
  message?: string;
  zodMessage?: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads `message` and a string-only `zodMessage` array out of any parsed body. */
export function readErrorBody(value: unknown): ErrorBody {
  if (!isRecord(value)) return {};
  const { message, zodMessage } = value;
  const messages = Array.isArray(zodMessage)
    ? zodMessage.filter((item): item is string => typeof item === 'string')
    : [];
  return {
    ...(typeof message === 'string' && message !== '' ? { message } : {}),
    ...(messages.length > 0 ? { zodMessage: messages } : {}),
  };
}

/** SPEC section 5: validation messages joined with ', ' win over the generic message. */
export function messageOf(body: ErrorBody): string | undefined {
  return body.zodMessage?.join(', ') ?? body.message;
}

/**
 * Unpacks an error text that is itself a JSON object string (SPEC section 5): its zodMessage
 * joined with ', ', else its message; any other text is returned unchanged.
 */
export function unpackErrorText(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return text;
  try {
    return messageOf(readErrorBody(JSON.parse(trimmed))) ?? text;
  } catch {
    return text;
  }
}
