// The JSON API's contract: for each route of API_ROUTES, what it takes and what it answers, in
// zod. The API validates and serialises with these schemas; the apps import only the types
// derived here (`import type`), so zod stays out of every browser bundle.

import type { z } from 'zod';
import type { API_ROUTES, RouteName } from '../api-routes';
import { ACCOUNT_CONTRACT } from './account-contract';
import { BOOKING_CONTRACT } from './booking-contract';
import { CLASSROOM_CONTRACT } from './classroom-contract';
import { FAMILY_CONTRACT } from './family-contract';
import { FOLLOWS_CONTRACT } from './follows-contract';
import { HIFZ_CONTRACT } from './hifz-contract';
import { HIFZ_REMINDER_CONTRACT } from './hifz-reminder-contract';
import { HOMEWORK_CONTRACT } from './homework-contract';
import { MEETINGS_CONTRACT } from './meetings-contract';
import { NOTIFICATIONS_CONTRACT } from './notifications-contract';
import { SAFETY_CONTRACT } from './safety-contract';
import type { ContractFor } from './route-schemas';
import { USERS_CONTRACT } from './users-contract';

export * from './route-schemas';
export * from './user-schemas';

/** Every route's schemas, keyed like API_ROUTES. */
export const API_CONTRACT = {
  ...ACCOUNT_CONTRACT,
  ...USERS_CONTRACT,
  ...FOLLOWS_CONTRACT,
  ...MEETINGS_CONTRACT,
  ...CLASSROOM_CONTRACT,
  ...HIFZ_CONTRACT,
  ...HOMEWORK_CONTRACT,
  ...HIFZ_REMINDER_CONTRACT,
  ...NOTIFICATIONS_CONTRACT,
  ...SAFETY_CONTRACT,
  ...FAMILY_CONTRACT,
  ...BOOKING_CONTRACT,
} as const satisfies ContractFor<typeof API_ROUTES>;

type Schemas<N extends RouteName> = (typeof API_CONTRACT)[N];

/** Values as the server reads them, with the optional keys of what may be sent. */
type Sent<S extends z.ZodType> = {
  [K in keyof z.input<S>]: K extends keyof z.output<S> ? z.output<S>[K] : never;
};

type Part<S, K extends 'params' | 'query' | 'body'> = S extends {
  [P in K]: infer Z extends z.ZodType;
}
  ? K extends 'body'
    ? { body: z.input<Z> }
    : { [P in K]: Sent<Z> }
  : K extends 'body'
    ? S extends { multipart: true }
      ? { body: FormData }
      : S extends { rawBody: readonly string[] }
        ? { body: Blob }
        : { body?: never }
    : { [P in K]?: never };

/**
 * What a call of route N sends: its path parameters, query and body, each when it has one.
 * Taken route by route, so a union of names is a union of whole inputs, one per route, and not
 * every params shape crossed with every query and body shape (which outgrows the compiler).
 */
export type RouteInput<N extends RouteName> = N extends RouteName
  ? Part<Schemas<N>, 'params'> & Part<Schemas<N>, 'query'> & Part<Schemas<N>, 'body'>
  : never;

/** What route N answers on success, as it arrives (JSON). */
export type RouteResponse<N extends RouteName> = z.input<Schemas<N>['response']>;

/** What route N's handler returns: the value the API serialises. */
export type RouteResult<N extends RouteName> = z.output<Schemas<N>['response']>;

export type { Contact } from './account-contract';
export type { FollowedTeachers } from './follows-contract';
