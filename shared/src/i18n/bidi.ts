// Unicode's first-strong isolate (FSI) and pop directional isolate (PDI). A value between them
// is laid out on its own: a Latin name, a file name or a number keeps its own direction and
// cannot reorder the Arabic sentence around it (nor move its full stop to the wrong end).
export const FIRST_STRONG_ISOLATE = '\u2068';
export const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** The value wrapped in FSI ... PDI (idempotent, so a value isolated twice stays the same). */
export function isolate(value: string): string {
  if (value.startsWith(FIRST_STRONG_ISOLATE) && value.endsWith(POP_DIRECTIONAL_ISOLATE)) {
    return value;
  }
  return `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`;
}

/** The text without isolates: for comparing a rendered text with a plain one. */
export function withoutIsolates(text: string): string {
  return text.replaceAll(FIRST_STRONG_ISOLATE, '').replaceAll(POP_DIRECTIONAL_ISOLATE, '');
}
