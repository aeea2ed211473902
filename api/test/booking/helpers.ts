import assert from 'node:assert/strict';
import type { Booking, BookingRequest, TeachingHours } from '@app/shared/protocol';
import { call } from '../helpers/lessons';
import { json, type TestContext } from '../helpers/test-app';

// A Sheikh with hours, students who book, and the calls they make, for the booking tests.

/** Mondays and Wednesdays 18:00-20:00 in Karachi, 30 and 60 minutes, a 20-minute trial. */
export const KARACHI_HOURS: TeachingHours = {
  timeZone: 'Asia/Karachi',
  lessonMinutes: [30, 60],
  noticeMinutes: 60,
  trialMinutes: 20,
  weekly: [
    { weekday: 1, start: '18:00', end: '20:00' },
    { weekday: 3, start: '18:00', end: '20:00' },
  ],
  exceptions: [],
  holidays: [],
};

export async function sheikhWithHours(ctx: TestContext, hours: TeachingHours = KARACHI_HOURS) {
  const sheikh = await ctx.signedIn('teacher');
  const res = await call(ctx, sheikh.cookie, 'PUT', '/booking/hours', hours);
  assert.equal(res.statusCode, 200, res.body);
  return sheikh;
}

/** A request for one 30-minute lesson, or the series the overrides name. */
export const request = (
  teacherId: string,
  starts: string[],
  overrides: Partial<BookingRequest> = {},
): BookingRequest => ({
  teacherId,
  starts,
  minutes: 30,
  weeks: 1,
  trial: false,
  timeZone: 'Europe/London',
  ...overrides,
});

export async function hold(ctx: TestContext, cookie: string, body: BookingRequest) {
  return call(ctx, cookie, 'POST', '/bookings', body);
}

/** Holds and confirms; the booking as confirmed. */
export async function book(ctx: TestContext, cookie: string, body: BookingRequest) {
  const held = await hold(ctx, cookie, body);
  assert.equal(held.statusCode, 201, held.body);
  const { booking } = json<{ data: { booking: Booking } }>(held).data;
  const res = await call(ctx, cookie, 'POST', `/bookings/${booking.id}/confirm`);
  assert.equal(res.statusCode, 200, res.body);
  return json<{ data: { booking: Booking } }>(res).data.booking;
}

export const codeOf = (res: { body: string }) => (JSON.parse(res.body) as { code?: string }).code;
