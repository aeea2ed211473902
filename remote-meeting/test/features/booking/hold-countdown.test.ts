import { holdDeadline, secondsLeft } from '../../../src/features/booking/hold-countdown';

const RECEIVED = Date.parse('2026-06-01T10:00:00.000Z');

describe('the minute a booking is held', () => {
  it("ends at the server's heldUntil when the clocks agree", () => {
    expect(holdDeadline('2026-06-01T10:00:58.000Z', RECEIVED)).toBe(RECEIVED + 58_000);
  });

  it('lasts at most the hold from the answer, whatever a slow device clock says', () => {
    expect(holdDeadline('2026-06-01T10:05:00.000Z', RECEIVED)).toBe(RECEIVED + 60_000);
  });

  it('counts the whole hold when heldUntil looks past (a fast device clock) or is missing', () => {
    expect(holdDeadline('2026-06-01T09:58:00.000Z', RECEIVED)).toBe(RECEIVED + 60_000);
    expect(holdDeadline(null, RECEIVED)).toBe(RECEIVED + 60_000);
  });

  it('counts whole seconds up, down to 0 and no lower', () => {
    const deadline = RECEIVED + 60_000;
    expect(secondsLeft(deadline, RECEIVED)).toBe(60);
    expect(secondsLeft(deadline, RECEIVED + 59_001)).toBe(1);
    expect(secondsLeft(deadline, deadline)).toBe(0);
    expect(secondsLeft(deadline, deadline + 5_000)).toBe(0);
  });
});
