import type { GuardianLink, User } from '@app/shared';
import { makeUser } from '../../../shared/test/support/users';

/** A child its guardian made: a username, no email or phone, a minor by its birth year. */
export const childStudent: User = makeUser({
  _id: '0197a0c4-1f2e-7000-8000-00000000f001',
  name: 'Amina',
  email: null,
  phone: null,
  username: 'amina.k',
  loginMethod: 'username',
  birthYear: 2015,
});

/** Guardian accounts as the users list answers them. */
export const ummAmina: User = makeUser({
  _id: '0197a0c4-1f2e-7000-8000-00000000f101',
  name: 'Umm Amina',
  email: 'umm.amina@example.org',
  role: 'guardian',
});
export const abuAmina: User = makeUser({
  _id: '0197a0c4-1f2e-7000-8000-00000000f102',
  name: 'Abu Amina',
  email: null,
  phone: '+966500000002',
  loginMethod: 'phone',
  role: 'guardian',
});

/** A guardian account as a student's guardians list shows it. */
export function guardianLink(account: User, since = '2025-03-01T10:00:00.000Z'): GuardianLink {
  return { _id: account._id, name: account.name, email: account.email, since };
}

/** A student's guardians as the guardians routes answer them. */
export function guardiansBody(links: GuardianLink[]) {
  return { data: { guardians: links } };
}
