import { useQuery } from '@tanstack/react-query';
import { apiClient, type DataResponse, type User } from '@app/shared';
import { usersKeys } from './users-keys';

/** `GET /users`: the accounts the signed-in admin manages (superadmin: every role). */
export async function getUsers(): Promise<User[]> {
  const { data } = await apiClient.get<DataResponse<User[]>>('/users');
  return data;
}

export function useUsers() {
  return useQuery({ queryKey: usersKeys.managed(), queryFn: getUsers });
}
