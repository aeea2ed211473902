// When a zone's clocks next go forward, found from the zone's own offsets (Intl), never written
// down: the journey that crosses the change keeps working every year.

const HOUR_MS = 60 * 60 * 1000;

/** The zone's offset from UTC at an instant, in minutes ("GMT+1" is 60). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The first instant after `after` at which the zone's clocks go forward (within a year). */
export function nextClocksForward(timeZone: string, after: Date): Date {
  const limit = after.getTime() + 366 * 24 * HOUR_MS;
  let previous = offsetMinutes(after, timeZone);
  for (let at = after.getTime() + HOUR_MS; at < limit; at += HOUR_MS) {
    const offset = offsetMinutes(new Date(at), timeZone);
    if (offset > previous) return new Date(at);
    previous = offset;
  }
  throw new Error(`${timeZone} does not put its clocks forward within a year`);
}
