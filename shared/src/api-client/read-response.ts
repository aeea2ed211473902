import type { ApiErrorCode } from '../protocol/error-codes';
import { AccountVerificationError, ApiError } from './api-error';
import { readErrorBody, unpackErrorText } from './error-text';

/** The account-state refusals of an application not admitted (yet), by code. */
const VERIFICATION_CODES: ReadonlySet<string> = new Set<ApiErrorCode>([
  'auth.account_pending',
  'auth.account_rejected',
]);

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

/** What a failed response turns into: an ApiError carrying the server's code. */
function errorFrom(response: Response, text: string): ApiError {
  const { status } = response;
  const parsed = isJsonResponse(response) ? parseJson(text) : null;
  if (parsed) {
    const body = readErrorBody(parsed.value);
    const message = body.message ?? 'Something went wrong';
    if (status === 403 && body.code && VERIFICATION_CODES.has(body.code)) {
      return new AccountVerificationError(message, body.code, body.reason ?? null);
    }
    return new ApiError(message, status, body.code, body.errors, body.reason ?? null);
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
