import { loginSchema } from '../../../src/features/auth/schemas/login-schema';
import {
  REGISTER_INITIAL_VALUES,
  registerSchema,
} from '../../../src/features/auth/schemas/register-schema';

async function errorsOf(schema: typeof loginSchema | typeof registerSchema, values: unknown) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    // Like Formik, keep the first message of each field.
    const inner = (error as { inner: Array<{ path?: string; message: string }> }).inner;
    const errors: Record<string, string> = {};
    for (const { path, message } of inner) if (path && !(path in errors)) errors[path] = message;
    return errors;
  }
}

describe('the login schema', () => {
  it('requires an email or phone and a password', async () => {
    expect(await errorsOf(loginSchema, { contact: '', password: '' })).toEqual({
      contact: 'auth.validation.contactRequired',
      password: 'auth.validation.passwordRequired',
    });
  });

  it('wants an email address or a phone number and at least 6 characters of password', async () => {
    expect(await errorsOf(loginSchema, { contact: 'amina', password: '12345' })).toEqual({
      contact: 'auth.validation.contactInvalid',
      password: 'auth.validation.passwordMin|6',
    });
    expect(await errorsOf(loginSchema, { contact: 'amina@', password: '123456' })).toEqual({
      contact: 'auth.validation.contactInvalid',
    });
    for (const contact of [' amina@example.org ', '+20 100 123 4567', '0100-123-4567']) {
      expect(await errorsOf(loginSchema, { contact, password: '123456' })).toEqual({});
    }
  });
});

describe('the registration schema', () => {
  const valid = {
    ...REGISTER_INITIAL_VALUES,
    name: 'Amina',
    contact: 'amina@example.org',
    password: 'secret1',
    confirmPassword: 'secret1',
  };

  it('accepts a student by default', async () => {
    expect(valid.role).toBe('student');
    expect(await errorsOf(registerSchema, valid)).toEqual({});
  });

  it('wants a name of 3 characters, matching passwords and a registrable role', async () => {
    expect(
      await errorsOf(registerSchema, {
        ...valid,
        name: 'Al',
        confirmPassword: 'other1',
        role: 'admin',
      }),
    ).toEqual({
      name: 'auth.validation.nameMin|3',
      confirmPassword: 'auth.validation.passwordsMatch',
      role: 'auth.validation.roleRequired',
    });
  });

  it('a Sheikh must accept the code of conduct; a student is not asked', async () => {
    expect(await errorsOf(registerSchema, { ...valid, role: 'teacher' })).toEqual({
      acceptedConduct: 'auth.validation.conductRequired',
    });
    expect(
      await errorsOf(registerSchema, { ...valid, role: 'teacher', acceptedConduct: true }),
    ).toEqual({});
  });

  it('requires the confirmation', async () => {
    expect(await errorsOf(registerSchema, { ...valid, confirmPassword: '' })).toEqual({
      confirmPassword: 'auth.validation.confirmRequired',
    });
  });
});
