import { apiClient } from '@app/shared';
import { useMutation } from '@tanstack/react-query';

/** `PUT /family/children/{id}/password`: the child signs in with this password from now on. */
export function useResetChildPassword(childId: string) {
  return useMutation({
    mutationFn: (password: string) =>
      apiClient.call('family.resetPassword', { params: { id: childId }, body: { password } }),
  });
}

/** `POST /family/children/{id}/invitations`: mails a second guardian the link to agree. */
export function useInviteGuardian(childId: string) {
  return useMutation({
    mutationFn: (email: string) =>
      apiClient.call('family.invite', { params: { id: childId }, body: { email } }),
  });
}
