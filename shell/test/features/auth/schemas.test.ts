import { loginSchema } from '../../../src/features/auth/schemas/login-schema';
import {
  registerInitialValues,
  registerSchemaFor,
} from '../../../src/features/auth/schemas/register-schema';

// Mid-2026 with a minor age of 16: a student born in 2010 may be 15, one born in 2009 is 16.
const rule = { minorAge: 16, today: new Date('2026-06-15T12:00:00Z') };
const registerSchema = registerSchemaFor(rule);

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
  it('requires an email, phone or username and a password', async () => {
    expect(await errorsOf(loginSchema, { contact: '', password: '' })).toEqual({
      contact: 'auth.validation.loginContactRequired',
      password: 'auth.validation.passwordRequired',
    });
  });

  it('wants an email address, a phone number or a username, and 6 characters of password', async () => {
    expect(await errorsOf(loginSchema, { contact: 'amina@', password: '12345' })).toEqual({
      contact: 'auth.validation.loginContactInvalid',
      password: 'auth.validation.passwordMin|6',
    });
    for (const contact of [' amina@example.org ', '+20 100 123 4567', '0100-123-4567']) {
      expect(await errorsOf(loginSchema, { contact, password: '123456' })).toEqual({});
    }
  });

  it("accepts a child's username, as the server reads it (lower-cased)", async () => {
    for (const contact of ['amina', 'Yusuf.K', ' omar_2015 ', 'sara-b']) {
      expect(await errorsOf(loginSchema, { contact, password: '123456' })).toEqual({});
    }
    // Too short, starting with a digit, or with a character a username never has.
    for (const contact of ['am', '2amina', 'amina k', 'amina!']) {
      expect(await errorsOf(loginSchema, { contact, password: '123456' })).toEqual({
        contact: 'auth.validation.loginContactInvalid',
      });
    }
  });
});

describe('the registration schema', () => {
  const valid = {
    ...registerInitialValues(),
    name: 'Amina',
    contact: 'amina@example.org',
    password: 'secret1',
    confirmPassword: 'secret1',
    birthYear: '1990',
  };

  it('accepts an adult student by default', async () => {
    expect(valid.role).toBe('student');
    expect(await errorsOf(registerSchema, valid)).toEqual({});
  });

  it('starts with the role the page asked for', () => {
    expect(registerInitialValues('guardian').role).toBe('guardian');
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

  it("asks a student's birth year, from 1900 to this year", async () => {
    expect(await errorsOf(registerSchema, { ...valid, birthYear: '' })).toEqual({
      birthYear: 'auth.validation.birthYearRequired',
    });
    for (const birthYear of ['1899', '2027', '199', '1990.5', 'abcd']) {
      expect(await errorsOf(registerSchema, { ...valid, birthYear })).toEqual({
        birthYear: 'auth.validation.birthYearInvalid',
      });
    }
    for (const birthYear of ['1900', '2026']) {
      expect(
        await errorsOf(registerSchema, { ...valid, birthYear, guardianEmail: 'p@x.org' }),
      ).toEqual({});
    }
  });

  it('asks no birth year of a Sheikh or a guardian', async () => {
    const sheikh = { ...valid, role: 'teacher', acceptedConduct: true, birthYear: '' };
    expect(await errorsOf(registerSchema, sheikh)).toEqual({});
    expect(await errorsOf(registerSchema, { ...valid, role: 'guardian', birthYear: '' })).toEqual(
      {},
    );
  });

  it("asks a minor for a parent's or guardian's valid email", async () => {
    expect(await errorsOf(registerSchema, { ...valid, birthYear: '2010' })).toEqual({
      guardianEmail: 'auth.validation.guardianEmailRequired',
    });
    expect(
      await errorsOf(registerSchema, { ...valid, birthYear: '2010', guardianEmail: 'mother@' }),
    ).toEqual({ guardianEmail: 'auth.validation.emailInvalid' });
    expect(
      await errorsOf(registerSchema, {
        ...valid,
        birthYear: '2010',
        guardianEmail: ' mother@example.org ',
      }),
    ).toEqual({});
  });

  it('asks no guardian of a student old enough, by the configured minor age', async () => {
    expect(await errorsOf(registerSchema, { ...valid, birthYear: '2009' })).toEqual({});
    const eighteen = registerSchemaFor({ ...rule, minorAge: 18 });
    expect(await errorsOf(eighteen, { ...valid, birthYear: '2009' })).toEqual({
      guardianEmail: 'auth.validation.guardianEmailRequired',
    });
  });
});
