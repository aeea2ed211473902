import { authAtom, i18n, initI18n, INITIAL_AUTH_STATE, type LessonNotes } from '@app/shared';
import { render, screen } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { makeUser } from '../../../../shared/test/support/users';
import {
  SessionNotesBanner,
  SessionNotesNotice,
} from '../../../src/features/mushaf/components/session-notes-notice';
import { sessionNotesAtom } from '../../../src/features/mushaf/session-notes-atoms';
import { registerMeetingTranslations } from '../../../src/i18n/translations';

const userEvent = userEvents.setup({ delay: null });

const NOTES: LessonNotes = {
  meetingId: 'm1',
  summary: 'Good flow',
  homework: 'Revise 2:255-257',
  updatedAt: '2026-06-01T10:00:00.000Z',
};

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
  registerMeetingTranslations();
});

function renderWithNotes(ui: ReactNode) {
  const store = createStore();
  store.set(authAtom, {
    ...INITIAL_AUTH_STATE,
    isInitialized: true,
    isAuthenticated: true,
    user: makeUser({ role: 'student' }),
  });
  store.set(sessionNotesAtom, NOTES);
  render(
    <Provider store={store}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
  );
  return store;
}

it('closes the notice after the lesson, and keeps the way to the record', async () => {
  const store = renderWithNotes(<SessionNotesNotice />);
  const notice = screen.getByTestId('session-notes-notice');
  expect(notice).toHaveTextContent('Homework: Revise 2:255-257');
  expect(screen.getByRole('link', { name: 'My record' })).toHaveAttribute('href', '/record');
  await userEvent.click(screen.getByRole('button', { name: 'Close the notes' }));
  expect(screen.queryByTestId('session-notes-notice')).not.toBeInTheDocument();
  expect(store.get(sessionNotesAtom)).toBeNull();
});

it('closes the banner in the lesson, and with it the notice', async () => {
  const store = renderWithNotes(
    <>
      <SessionNotesBanner />
      <SessionNotesNotice />
    </>,
  );
  expect(screen.getAllByTestId('session-notes-notice')).toHaveLength(2);
  await userEvent.click(screen.getAllByRole('button', { name: 'Close the notes' })[0]!);
  expect(screen.queryByTestId('session-notes-notice')).not.toBeInTheDocument();
  expect(store.get(sessionNotesAtom)).toBeNull();
});
