import type { DotStatus } from '@app/shared/core';

/** A small coloured presence dot; decorative, so the status must also be written next to it. */
export function StatusDot({ status }: { status: DotStatus }) {
  return <span className={`ql-dot ql-dot--${status}`} aria-hidden="true" />;
}
