import { useQuery } from '@tanstack/react-query';
import { apiClient, type DataResponse, type ListedStudent, type PublicUser } from '@app/shared';
import { usersKeys } from './users-keys';

/** The role a read-only list shows, and the endpoint that serves it. */
export type DirectoryRole = 'teacher' | 'student';

const PATHS: Record<DirectoryRole, string> = {
  teacher: '/users/teachers',
  student: '/users/students',
};

/** A person in a read-only list: a Sheikh's public profile, or a taught student's name card. */
export type DirectoryEntry = PublicUser | ListedStudent;

/**
 * `GET /users/teachers` (students: every Sheikh's public profile) or `GET /users/students`
 * (teachers: the students they have taught, as name cards). Never contact details.
 */
export async function getDirectory(role: DirectoryRole): Promise<DirectoryEntry[]> {
  const { data } = await apiClient.get<DataResponse<DirectoryEntry[]>>(PATHS[role]);
  return data;
}

export function useDirectory(role: DirectoryRole) {
  return useQuery({ queryKey: usersKeys.directory(role), queryFn: () => getDirectory(role) });
}
