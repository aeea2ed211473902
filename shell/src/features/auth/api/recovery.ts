import { apiClient, type ResetPasswordRequest } from '@app/shared';

/** `POST /auth/forgot-password`: the answer is the same whether or not the account exists. */
export async function requestPasswordReset(contact: string): Promise<void> {
  await apiClient.call('auth.forgotPassword', { body: { contact } });
}

/** `POST /auth/reset-password` with the mailed token; every session of the account ends. */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await apiClient.call('auth.resetPassword', { body });
}

/** `POST /auth/verify-email` with the mailed token. */
export async function verifyEmail(token: string): Promise<void> {
  await apiClient.call('auth.verifyEmail', { body: { token } });
}
