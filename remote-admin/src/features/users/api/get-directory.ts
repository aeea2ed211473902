import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@app/shared';
import type { RouteResponse } from '@app/shared/protocol/api-contract';
import { usersKeys } from './users-keys';

/** The role a read-only list shows, and the route that serves it. */
export type DirectoryRole = 'teacher' | 'student';

const ROUTES = { teacher: 'users.teachers', student: 'users.students' } as const;

/**
 * A person in a read-only list: a Sheikh's public profile, or a taught student's name card
 * (an admin's list carries whole accounts).
 */
export type DirectoryEntry = RouteResponse<(typeof ROUTES)[DirectoryRole]>['data'][number];

/**
 * `GET /users/teachers` (students: every Sheikh's public profile) or `GET /users/students`
 * (teachers: the students they have taught, as name cards). Never contact details.
 */
export async function getDirectory(role: DirectoryRole): Promise<DirectoryEntry[]> {
  const { data } = await apiClient.call(ROUTES[role]);
  return data;
}

export function useDirectory(role: DirectoryRole) {
  return useQuery({ queryKey: usersKeys.directory(role), queryFn: () => getDirectory(role) });
}
