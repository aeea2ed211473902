// The JSON API's routes by name: method and path, nothing else, so that a browser bundle can
// build any request without carrying a schema library. What each route takes and answers is
// its contract (../api-contract), keyed by the same names.

import { ACCOUNT_ROUTES } from './account-routes';
import { BOOKING_ROUTES } from './booking-routes';
import { CLASSROOM_ROUTES } from './classroom-routes';
import { FAMILY_ROUTES } from './family-routes';
import { FOLLOWS_ROUTES } from './follows-routes';
import { HIFZ_REMINDER_ROUTES } from './hifz-reminder-routes';
import { HIFZ_ROUTES } from './hifz-routes';
import { HOMEWORK_ROUTES } from './homework-routes';
import { MEETINGS_ROUTES } from './meetings-routes';
import { NOTIFICATIONS_ROUTES } from './notifications-routes';
import { SAFETY_ROUTES } from './safety-routes';
import type { RouteTable } from './route-table';
import { USERS_ROUTES } from './users-routes';

export type { HttpMethod, RouteAddress, RouteTable } from './route-table';

/** Every route of the JSON API. Streams, files and operators' endpoints are not in it. */
export const API_ROUTES = {
  ...ACCOUNT_ROUTES,
  ...USERS_ROUTES,
  ...FOLLOWS_ROUTES,
  ...MEETINGS_ROUTES,
  ...CLASSROOM_ROUTES,
  ...HIFZ_ROUTES,
  ...HOMEWORK_ROUTES,
  ...HIFZ_REMINDER_ROUTES,
  ...NOTIFICATIONS_ROUTES,
  ...SAFETY_ROUTES,
  ...FAMILY_ROUTES,
  ...BOOKING_ROUTES,
} as const satisfies RouteTable;

/** A route's name, `domain.verb`. */
export type RouteName = keyof typeof API_ROUTES;

export {
  ACCOUNT_ROUTES,
  BOOKING_ROUTES,
  CLASSROOM_ROUTES,
  FAMILY_ROUTES,
  FOLLOWS_ROUTES,
  HIFZ_REMINDER_ROUTES,
  HIFZ_ROUTES,
  HOMEWORK_ROUTES,
  MEETINGS_ROUTES,
  NOTIFICATIONS_ROUTES,
  SAFETY_ROUTES,
  USERS_ROUTES,
};
