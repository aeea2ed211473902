import { ADMIN_MANAGEABLE_ROLES, ROLES, type Role } from '@app/shared';
import { ValidationError } from 'yup';
import { makeUser } from '../../../../shared/test/support/users';
import {
  formValuesOf,
  NEW_USER_VALUES,
  toCreateRequest,
  toUpdateRequest,
  userFormSchema,
  type UserFormValues,
} from '../../../src/features/users/schemas/user-form-schema';

/** Every field's error key, or {} when valid. */
async function errorsOf(
  values: Partial<Record<keyof UserFormValues, unknown>>,
  editing = false,
  roles: readonly Role[] = ROLES,
  contactRequired = true,
) {
  try {
    await userFormSchema({ editing, roles, contactRequired }).validate(values, {
      abortEarly: false,
    });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((issue) => [issue.path, issue.message]));
  }
}

const valid: UserFormValues = {
  ...NEW_USER_VALUES,
  name: 'Ali',
  email: 'ali@example.org',
  password: 'secret1',
};

describe('user form rules (docs/product.md#validation-rules)', () => {
  it('start a new user empty, as an active student', () => {
    expect(formValuesOf(null)).toEqual({
      name: '',
      email: '',
      phone: '',
      role: 'student',
      password: '',
      active: true,
    });
  });

  it('never prefill the password of an edited user', () => {
    const user = makeUser({ role: 'teacher', phone: '+4412345678', active: false });
    expect(formValuesOf(user)).toEqual({
      name: user.name,
      email: user.email,
      phone: '+4412345678',
      role: 'teacher',
      password: '',
      active: false,
    });
  });

  it('require a name, a contact and a password on create', async () => {
    expect(await errorsOf(NEW_USER_VALUES)).toEqual({
      name: 'userForm.validation.nameRequired',
      email: 'userForm.validation.contactRequired',
      password: 'userForm.validation.passwordRequired',
    });
  });

  it('read empty fields as Formik hands them over (undefined)', async () => {
    expect(await errorsOf({ ...valid, email: undefined, phone: undefined })).toEqual({
      email: 'userForm.validation.contactRequired',
    });
    expect(await errorsOf({ ...valid, email: undefined, phone: '+4412345678' })).toEqual({});
  });

  it("ask no contact of a child's account, which signs in with a username", async () => {
    const child = { ...valid, email: undefined, phone: undefined };
    expect(await errorsOf(child, true, ROLES, false)).toEqual({});
    expect(await errorsOf({ ...child, email: 'nope' }, true, ROLES, false)).toEqual({
      email: 'userForm.validation.emailInvalid',
    });
  });

  it('reject a bad email and a short password', async () => {
    expect(await errorsOf({ ...valid, email: 'nope', password: 'abc' })).toEqual({
      email: 'userForm.validation.emailInvalid',
      password: 'userForm.validation.passwordMin',
    });
  });

  it('let an edit keep the password, but not shorten it', async () => {
    expect(await errorsOf({ ...valid, password: '' }, true)).toEqual({});
    expect(await errorsOf({ ...valid, password: 'abc' }, true)).toEqual({
      password: 'userForm.validation.passwordMin',
    });
  });

  it('offer an admin only the roles it may assign', async () => {
    expect(await errorsOf({ ...valid, role: 'admin' }, false, ADMIN_MANAGEABLE_ROLES)).toEqual({
      role: 'userForm.validation.roleNotAllowed',
    });
    expect(await errorsOf({ ...valid, role: 'admin' }, false, ROLES)).toEqual({});
    expect(await errorsOf({ ...valid, role: 'guardian' }, false, ADMIN_MANAGEABLE_ROLES)).toEqual(
      {},
    );
  });
});

describe('what the form sends', () => {
  const typed: UserFormValues = {
    name: '  Ali  ',
    email: ' ali@example.org ',
    phone: '   ',
    role: 'teacher',
    password: ' secret 1',
    active: true,
  };

  it('trims texts and drops empty ones on create; the password goes as typed', () => {
    expect(toCreateRequest(typed)).toEqual({
      name: 'Ali',
      email: 'ali@example.org',
      role: 'teacher',
      password: ' secret 1',
      active: true,
    });
  });

  it('leaves an empty password out of an update', () => {
    expect(toUpdateRequest({ ...typed, password: '' })).toEqual({
      name: 'Ali',
      email: 'ali@example.org',
      role: 'teacher',
      active: true,
    });
    expect(toUpdateRequest(typed)).toHaveProperty('password', ' secret 1');
  });
});
