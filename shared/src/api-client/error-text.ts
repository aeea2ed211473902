import { isFieldErrorCode, type FieldError, type FieldErrorParams } from '../protocol/error-codes';

/** The parts of a JSON error body the client reads. */
export interface ErrorBody {
  code?: string;
  message?: string;
  errors: FieldError[];
  /** The reason an admin gave (a rejected application). */
  reason?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const numberAt = (record: Record<string, unknown>, key: string): number | undefined => {
  const value = record[key];
  return typeof value === 'number' ? value : undefined;
};

function paramsOf(value: unknown): FieldErrorParams {
  if (!isRecord(value)) return {};
  const min = numberAt(value, 'min');
  const max = numberAt(value, 'max');
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

function fieldErrorsOf(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) =>
    isRecord(item) && typeof item.field === 'string' && isFieldErrorCode(item.code)
      ? [{ field: item.field, code: item.code, params: paramsOf(item.params) }]
      : [],
  );
}

/** Reads `code`, `message` and well-formed `errors` out of any parsed body. */
export function readErrorBody(value: unknown): ErrorBody {
  if (!isRecord(value)) return { errors: [] };
  const { code, message, errors, reason } = value;
  return {
    ...(typeof code === 'string' && code !== '' ? { code } : {}),
    ...(typeof reason === 'string' && reason !== '' ? { reason } : {}),
    ...(typeof message === 'string' && message !== '' ? { message } : {}),
    errors: fieldErrorsOf(errors),
  };
}

/**
 * The English message of an error text that is itself a JSON error body; any other text is
 * returned unchanged.
 */
export function unpackErrorText(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return text;
  try {
    return readErrorBody(JSON.parse(trimmed)).message ?? text;
  } catch {
    return text;
  }
}
