import { act, render, screen } from '@testing-library/react';
import { appStore, callRequestAtom, usersListReceivedAtom } from '@app/shared';
import type { Role } from '@app/shared/protocol';
import { Provider } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useCallBackLink } from '../../../src/features/call/use-call-back-link';

function Page({ role }: { role: Role | undefined }) {
  useCallBackLink(role);
  const location = useLocation();
  return <output data-testid="at">{location.pathname + location.search}</output>;
}

function renderAt(role: Role | undefined) {
  return render(
    <Provider store={appStore}>
      <MemoryRouter initialEntries={['/main?callBack=t7&tab=x']}>
        <Page role={role} />
      </MemoryRouter>
    </Provider>,
  );
}

beforeEach(() => {
  appStore.set(callRequestAtom, null);
  appStore.set(usersListReceivedAtom, false);
});

it("a student's page calls the teacher once the list has arrived, then drops the parameter", () => {
  renderAt('student');
  expect(appStore.get(callRequestAtom)).toBeNull();
  expect(screen.getByTestId('at')).toHaveTextContent('/main?callBack=t7&tab=x');
  act(() => appStore.set(usersListReceivedAtom, true));
  expect(appStore.get(callRequestAtom)).toEqual({
    teacherId: 't7',
    requestedAt: expect.any(Number),
  });
  expect(screen.getByTestId('at')).toHaveTextContent(/^\/main\?tab=x$/);
});

it('waits for the session to say who this is', () => {
  appStore.set(usersListReceivedAtom, true);
  renderAt(undefined);
  expect(screen.getByTestId('at')).toHaveTextContent('callBack=t7');
  expect(appStore.get(callRequestAtom)).toBeNull();
});

it('places no call for a teacher (calls go from students to teachers), only drops the link', () => {
  appStore.set(usersListReceivedAtom, true);
  renderAt('teacher');
  expect(appStore.get(callRequestAtom)).toBeNull();
  expect(screen.getByTestId('at')).toHaveTextContent(/^\/main\?tab=x$/);
});
