import { ApiError, i18n, initI18n, withoutIsolates } from '@app/shared';
import { serverFieldErrors } from '../../../src/features/users/lib/server-messages';

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
});

describe('server refusals on form fields', () => {
  it('places each refused field on its field, translated by code', () => {
    const error = new ApiError('anything', 400, 'validation.failed', [
      { field: 'email', code: 'invalid_email', params: {} },
      { field: 'password', code: 'too_short', params: { min: 6 } },
      { field: 'name', code: 'too_long', params: { max: 100 } },
      { field: 'unknownField', code: 'invalid', params: {} },
    ]);
    expect(serverFieldErrors(error)).toEqual({
      email: 'Email must be a valid email address',
      password: 'Password must be at least 6 characters',
      name: 'Name must be at most 100 characters',
    });
  });

  it('puts a taken email or phone on its field, whatever the wording', () => {
    expect(serverFieldErrors(new ApiError('reworded', 409, 'users.email_taken'))).toEqual({
      email: 'An account with this email already exists',
    });
    expect(serverFieldErrors(new ApiError('reworded', 409, 'users.phone_taken'))).toEqual({
      phone: 'An account with this phone number already exists',
    });
  });

  it('leaves other failures to a toast', () => {
    expect(serverFieldErrors(new ApiError('x', 403, 'auth.forbidden'))).toEqual({});
    expect(serverFieldErrors(new TypeError('Failed to fetch'))).toEqual({});
  });

  it('speaks Arabic in the Arabic UI', async () => {
    await i18n.changeLanguage('ar');
    const error = new ApiError('x', 400, 'validation.failed', [
      { field: 'name', code: 'too_long', params: { max: 100 } },
    ]);
    // The name and the number are bidi-isolated inside the Arabic sentence.
    expect(withoutIsolates(serverFieldErrors(error).name ?? '')).toBe(
      'يجب ألا يزيد الاسم على 100 حرف',
    );
    await i18n.changeLanguage('en');
  });
});
