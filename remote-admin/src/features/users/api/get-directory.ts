import { useQuery } from '@tanstack/react-query';
import { apiClient, type DataResponse, type PublicUser } from '@app/shared';
import { usersKeys } from './users-keys';

/** The role a read-only list shows, and the endpoint that serves it. */
export type DirectoryRole = 'teacher' | 'student';

const PATHS: Record<DirectoryRole, string> = {
  teacher: '/users/teachers',
  student: '/users/students',
};

/** `GET /users/teachers` (students) or `GET /users/students` (teachers): public fields only. */
export async function getDirectory(role: DirectoryRole): Promise<PublicUser[]> {
  const { data } = await apiClient.get<DataResponse<PublicUser[]>>(PATHS[role]);
  return data;
}

export function useDirectory(role: DirectoryRole) {
  return useQuery({ queryKey: usersKeys.directory(role), queryFn: () => getDirectory(role) });
}
