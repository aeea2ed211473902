import { REGISTRABLE_ROLES } from '@app/shared/core';

/** A role a visitor may register with. */
export type RegistrableRole = (typeof REGISTRABLE_ROLES)[number];

/**
 * What a page leaves in the location's state before it opens the login dialog: where to come
 * back to once signed in (a guard leaves the whole location), and, for a page only one kind of
 * account can use, the role a new account starts with.
 */
export interface AuthReturnState {
  from: { pathname: string; search: string };
  registerAs?: RegistrableRole;
}

interface PageLocation {
  pathname: string;
  search: string;
}

/** The state that brings the visitor back to this page after signing in or registering. */
export function authReturnStateFor(
  location: PageLocation,
  registerAs?: RegistrableRole,
): AuthReturnState {
  const from = { pathname: location.pathname, search: location.search };
  return registerAs ? { from, registerAs } : { from };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const isRegistrableRole = (value: unknown): value is RegistrableRole =>
  REGISTRABLE_ROLES.some((role) => role === value);

/** Where the dialog sends the visitor once signed in, query included; null: nowhere asked. */
export function returnPathOf(state: unknown): string | null {
  if (!isRecord(state) || !isRecord(state.from)) return null;
  const { pathname, search } = state.from;
  if (typeof pathname !== 'string' || !pathname.startsWith('/')) return null;
  return typeof search === 'string' ? pathname + search : pathname;
}

/** The role the register form starts with, when the page asked for one. */
export function registerRoleOf(state: unknown): RegistrableRole | null {
  if (!isRecord(state) || !isRegistrableRole(state.registerAs)) return null;
  return state.registerAs;
}
