import { ApiError } from '@app/shared';
import { messageKey, serverFieldErrors } from '../../../src/features/users/lib/server-messages';

describe('server refusals on form fields', () => {
  it('places validation entries on their fields, with the product texts', () => {
    const error = new ApiError('Invalid email address', 400, [
      'email: Invalid email address',
      'password: Password must be at least 6 characters',
      'name: Something only the server says',
      'Nothing to update',
    ]);
    expect(serverFieldErrors(error)).toEqual({
      email: 'userForm.validation.emailInvalid',
      password: 'userForm.validation.passwordMin',
      name: 'Something only the server says',
    });
  });

  it('puts a duplicate contact on the email or the phone', () => {
    expect(
      serverFieldErrors(new ApiError('An account with this email already exists', 409)),
    ).toEqual({ email: 'userForm.validation.emailTaken' });
    expect(
      serverFieldErrors(new ApiError('An account with this phone number already exists', 409)),
    ).toEqual({ phone: 'userForm.validation.phoneTaken' });
  });

  it('leaves other failures to a toast', () => {
    expect(serverFieldErrors(new ApiError('You do not have permission to do this', 403))).toEqual(
      {},
    );
    expect(serverFieldErrors(new TypeError('Failed to fetch'))).toEqual({});
  });

  it('translates known refusals and keeps unknown messages as written', () => {
    expect(messageKey('You cannot delete your own account')).toBe(
      'users.refusals.cannotDeleteSelf',
    );
    expect(messageKey('Database on fire')).toBe('Database on fire');
  });
});
