import { INITIAL_AUTH_STATE, type AuthState } from '../../src/auth/auth-atoms';
import { socketDecision } from '../../src/socket/socket-decision';
import { makeUser } from '../support/users';

const signedIn: AuthState = {
  ...INITIAL_AUTH_STATE,
  user: makeUser({ _id: 'u1' }),
  isAuthenticated: true,
  isInitialized: true,
};
const signedOut: AuthState = { ...INITIAL_AUTH_STATE, isInitialized: true };

describe('socketDecision', () => {
  it.each(['/', '/main', '/users', '/profile', '/welcome'])(
    'connects when authenticated with a user id, on %s',
    (path) => {
      expect(socketDecision(signedIn, path)).toBe('connect');
    },
  );

  it('leaves the socket alone when authenticated without a user id yet', () => {
    expect(socketDecision({ ...INITIAL_AUTH_STATE, isAuthenticated: true }, '/main')).toBe('leave');
  });

  it.each(['/', '/welcome', '/welcome/', ''])(
    'leaves the socket alone on the landing page (%j) when signed out',
    (path) => {
      expect(socketDecision(signedOut, path)).toBe('leave');
    },
  );

  it.each(['/main', '/users', '/rooms', '/profile', '/no-such-page', '/welcome/extra'])(
    'disconnects when signed out on %s',
    (path) => {
      expect(socketDecision(signedOut, path)).toBe('disconnect');
    },
  );

  it('disconnects during a logout (user cleared, loading) off the landing page', () => {
    const loggingOut = { ...signedIn, user: null, isAuthenticated: false, isLoading: true };
    expect(socketDecision(loggingOut, '/profile')).toBe('disconnect');
  });
});
