import { authReturnStateFor, registerRoleOf, returnPathOf } from '../../src/lib/auth-return';

const consentPage = { pathname: '/consent', search: '?token=abc' };

it('brings the visitor back to the page, query included', () => {
  expect(returnPathOf(authReturnStateFor(consentPage))).toBe('/consent?token=abc');
  // A guard leaves the whole location.
  expect(
    returnPathOf({ from: { pathname: '/history', search: '', hash: '' }, reason: 'signIn' }),
  ).toBe('/history');
  expect(returnPathOf({ from: { pathname: '/main' } })).toBe('/main');
});

it('returns nowhere without a page to return to', () => {
  for (const state of [null, undefined, 'x', {}, { from: 'x' }, { from: { pathname: 'main' } }]) {
    expect(returnPathOf(state)).toBeNull();
  }
});

it('starts the register form with the role the page asked for, if registrable', () => {
  expect(registerRoleOf(authReturnStateFor(consentPage, 'guardian'))).toBe('guardian');
  expect(registerRoleOf(authReturnStateFor(consentPage))).toBeNull();
  expect(registerRoleOf({ registerAs: 'admin' })).toBeNull();
  expect(registerRoleOf(null)).toBeNull();
});
