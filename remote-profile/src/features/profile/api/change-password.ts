import { apiClient } from '@app/shared';

export interface ChangePasswordBody {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** `PUT /auth/password`: the current password is checked; the account's other logins end. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await apiClient.put('/auth/password', body);
}

/** `POST /auth/verify-email/resend`: a new confirmation link to the account's email. */
export async function resendVerification(): Promise<void> {
  await apiClient.post('/auth/verify-email/resend');
}
