import { AccountVerificationError, ApiError } from './api-error';
import { messageOf, readErrorBody, unpackErrorText } from './error-text';

// Both account-state 403s ('waiting for verification', 'Please verify your email') qualify.
const VERIFICATION_MESSAGE = /verif|waiting/i;

function isJsonResponse(response: Response): boolean {
  return /[/+]json\b/i.test(response.headers.get('content-type') ?? '');
}

function parseJson(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/** SPEC section 8: what a failed response turns into. */
function errorFrom(response: Response, text: string): ApiError {
  const { status } = response;
  const parsed = isJsonResponse(response) ? parseJson(text) : null;
  if (parsed) {
    const body = readErrorBody(parsed.value);
    if (status === 403 && body.message && VERIFICATION_MESSAGE.test(body.message)) {
      return new AccountVerificationError(body.message);
    }
    return new ApiError(messageOf(body) ?? 'Something went wrong', status, body.zodMessage);
  }
  const message = unpackErrorText(text.trim()) || response.statusText || `Error ${status}`;
  return new ApiError(message, status);
}

/**
 * The parsed body of a successful response (null for 204 or an empty body), or the ApiError a
 * failed one stands for.
 */
export async function readResponse(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ApiError('Failed to read response', response.status);
  }
  if (!response.ok) throw errorFrom(response, text);
  if (text.trim() === '') return null;
  const parsed = parseJson(text);
  if (!parsed) throw new ApiError('Invalid JSON response', response.status);
  return parsed.value;
}
