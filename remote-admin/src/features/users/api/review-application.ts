import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type User } from '@app/shared';
import { usersKeys } from './users-keys';

/** `POST /users/{id}/approve`: a pending (or rejected) applicant becomes active. */
export async function approveUser(id: string): Promise<User> {
  const { data } = await apiClient.call('users.approve', { params: { id } });
  return data;
}

/** `POST /users/{id}/reject`: refuses an application; the reason is told to the applicant. */
export async function rejectUser({ id, reason }: { id: string; reason: string }): Promise<User> {
  const { data } = await apiClient.call('users.reject', { params: { id }, body: { reason } });
  return data;
}

export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

export function useRejectUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
