import {
  PASSWORD_MIN,
  type CreateUserRequest,
  type Role,
  type UpdateUserRequest,
  type User,
} from '@app/shared';
import { boolean, mixed, object, string } from 'yup';

/** What the create/edit form holds; strings stay strings until submit. */
export interface UserFormValues {
  name: string;
  email: string;
  phone: string;
  role: Role;
  password: string;
  active: boolean;
}

/** A new user starts empty, as a student, active. */
export const NEW_USER_VALUES: UserFormValues = {
  name: '',
  email: '',
  phone: '',
  role: 'student',
  password: '',
  active: true,
};

/** The form's starting values; the password is never prefilled. */
export function formValuesOf(user: User | null): UserFormValues {
  if (!user) return NEW_USER_VALUES;
  return {
    name: user.name,
    email: user.email ?? '',
    phone: user.phone ?? '',
    role: user.role,
    password: '',
    active: user.active,
  };
}

// Messages are translation keys of the `admin` namespace, so a form switches language
// without revalidating.
const V = 'userForm.validation.';

interface UserFormRules {
  editing: boolean;
  /** Roles the acting user may assign. */
  roles: readonly Role[];
  /**
   * False for a child its guardian made: it signs in with a username and has neither email
   * nor phone, and an admin may still rename it or reset its password.
   */
  contactRequired?: boolean;
}

/**
 * The user form: name required; a valid email or a phone (unless the account signs in with a
 * username); a role the acting user may assign; a password of PASSWORD_MIN+ (required on create,
 * optional on edit).
 */
export function userFormSchema({ editing, roles, contactRequired = true }: UserFormRules) {
  // An empty password is "unchanged" on edit (required says so on create), not "too short".
  const password = string().test(
    'password-min',
    `${V}passwordMin`,
    (value) => !value || value.length >= PASSWORD_MIN,
  );
  return object({
    name: string().trim().required(`${V}nameRequired`),
    email: string()
      .trim()
      .email(`${V}emailInvalid`)
      // Formik hands yup empty fields as undefined.
      .test('email-or-phone', `${V}contactRequired`, function hasContact(email) {
        const { phone } = this.parent as Partial<UserFormValues>;
        return !contactRequired || Boolean(email?.trim()) || Boolean(phone?.trim());
      }),
    phone: string().trim(),
    role: mixed<Role>()
      .required(`${V}roleRequired`)
      .oneOf([...roles], `${V}roleNotAllowed`),
    password: editing ? password : password.required(`${V}passwordRequired`),
    active: boolean().required(),
  });
}

type CommonFields = Omit<CreateUserRequest, 'password'>;

/** Trimmed values with empty ones dropped (docs/product.md#validation-rules). */
function commonFields(values: UserFormValues): CommonFields {
  const body: CommonFields = { name: values.name.trim(), role: values.role, active: values.active };
  const email = values.email.trim();
  const phone = values.phone.trim();
  if (email) body.email = email;
  if (phone) body.phone = phone;
  return body;
}

// Passwords are sent as typed: trimming would silently change the password the user chose,
// and the login form does not trim either.

/** `POST /users` body. */
export function toCreateRequest(values: UserFormValues): CreateUserRequest {
  return { ...commonFields(values), password: values.password };
}

/** `PUT /users/{id}` body: an empty password keeps the current one. */
export function toUpdateRequest(values: UserFormValues): UpdateUserRequest {
  const body = commonFields(values);
  return values.password ? { ...body, password: values.password } : body;
}
