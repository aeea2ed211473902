import { findContactDetails, type ContactKind, type FieldError } from '@app/shared/protocol';

/**
 * The fields of a text form that hold contact details, each as a `contact_details` field
 * error, with the kind of the first one found; null when none does.
 */
export function contactDetailsIn(
  fields: Record<string, string | null | undefined>,
): { kind: ContactKind; errors: FieldError[] } | null {
  const found = Object.entries(fields).flatMap(([field, text]) => {
    const kind = text ? findContactDetails(text) : null;
    return kind ? [{ field, kind }] : [];
  });
  const [first] = found;
  if (!first) return null;
  return {
    kind: first.kind,
    errors: found.map(({ field }) => ({ field, code: 'contact_details', params: {} })),
  };
}
