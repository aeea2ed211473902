import { ApiError } from '../../src/api-client/api-error';
import { initI18n } from '../../src/i18n/i18n';
import { placeFailure } from '../../src/api-client/place-failure';

const FIELDS = ['contact', 'birthYear', 'guardianEmail'] as const;
const CONFLICTS = { 'users.email_taken': 'contact' } as const;
const FALLBACK = 'Registration failed';

const refused = (...fields: string[]) =>
  new ApiError(
    'Validation failed',
    400,
    'validation.failed',
    fields.map((field) => ({ field, code: 'required' as const, params: {} })),
  );

beforeAll(async () => {
  const i18n = await initI18n();
  await i18n.changeLanguage('en');
});

it('puts each refused field under its field, in the reader’s language', () => {
  expect(placeFailure(refused('guardianEmail', 'birthYear'), FIELDS, CONFLICTS, FALLBACK)).toEqual({
    onFields: {
      guardianEmail: "Guardian's email is required",
      birthYear: 'Birth year is required',
    },
    general: null,
  });
});

it('says above the fields what the form has no field for', () => {
  expect(placeFailure(refused('birthYear', 'name'), FIELDS, CONFLICTS, FALLBACK)).toEqual({
    onFields: { birthYear: 'Birth year is required' },
    general: 'Name is required',
  });
});

it('puts a taken address under the contact, and other refusals above the form', () => {
  const taken = new ApiError('taken', 409, 'users.email_taken');
  expect(placeFailure(taken, FIELDS, CONFLICTS, FALLBACK).onFields.contact).toMatch(/email/i);
  const limited = placeFailure(
    new ApiError('slow down', 429, 'rate_limited'),
    FIELDS,
    CONFLICTS,
    FALLBACK,
  );
  expect(limited.onFields).toEqual({});
  expect(limited.general).not.toBeNull();
  expect(limited.general).not.toBe(FALLBACK);
});

it('falls back to the form’s own text for a failure that is not the API’s answer', () => {
  expect(placeFailure(new TypeError('Failed to fetch'), FIELDS, CONFLICTS, FALLBACK)).toEqual({
    onFields: {},
    general: FALLBACK,
  });
});
