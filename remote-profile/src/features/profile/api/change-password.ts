import { apiClient, type ChangePasswordRequest } from '@app/shared';

/** `PUT /auth/password`: the current password is checked; the account's other logins end. */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await apiClient.call('auth.changePassword', { body });
}

/** `POST /auth/verify-email/resend`: a new confirmation link to the account's email. */
export async function resendVerification(): Promise<void> {
  await apiClient.call('auth.resendVerification');
}
