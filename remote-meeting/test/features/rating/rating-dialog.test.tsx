import { i18n, initI18n, setApiUrl } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { RatingDialog } from '../../../src/features/rating/components/rating-dialog';
import { ratingRequestAtom } from '../../../src/features/rating/rating-atoms';
import { registerMeetingTranslations } from '../../../src/i18n/translations';

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
  registerMeetingTranslations();
});

interface SentRequest {
  method: string | undefined;
  path: string;
  body: unknown;
}

/** Answers every call with this status through the real API client, and records what was sent. */
function serveRating(status: number): SentRequest[] {
  setApiUrl('http://api.test');
  const sent: SentRequest[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      method: init?.method,
      path: new URL(String(input)).pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    });
    const body =
      status < 400
        ? { data: { meetingId: 'm1', rating: 5, comment: null, averageRating: 5, totalRatings: 1 } }
        : { code: 'server.error', message: 'Internal server error' };
    return {
      status,
      ok: status < 400,
      statusText: '',
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify(body),
    } as unknown as Response;
  }) as typeof fetch;
  return sent;
}

function renderDialog(meetingId: string | null) {
  const store = createStore();
  store.set(ratingRequestAtom, { meetingId, teacher: null });
  render(
    <Provider store={store}>
      <QueryClientProvider client={new QueryClient()}>
        <RatingDialog />
      </QueryClientProvider>
    </Provider>,
  );
  return store;
}

it('keeps Submit disabled until a star is chosen, then sends rating and comment', async () => {
  const sent = serveRating(201);
  const store = renderDialog('m1');
  const submit = screen.getByRole('button', { name: 'Submit' });
  expect(submit).toBeDisabled();
  // A plain click: jsdom has no layout, so pointer hover positions read as NaN.
  fireEvent.click(screen.getByRole('radio', { name: '5 Stars' }));
  expect(submit).toBeEnabled();
  await userEvent.click(screen.getByLabelText('Comment (optional)'));
  await userEvent.paste('Barak Allahu feek');
  expect(screen.getByText('17/500')).toBeInTheDocument();
  await userEvent.click(submit);
  // Formik validates asynchronously before it submits.
  await waitFor(() => expect(store.get(ratingRequestAtom)).toBeNull());
  expect(sent).toEqual([
    {
      method: 'POST',
      path: '/meetings/rating',
      body: { meetingId: 'm1', rating: 5, comment: 'Barak Allahu feek' },
    },
  ]);
});

it('caps the comment at 500 characters', async () => {
  renderDialog('m1');
  const comment = screen.getByLabelText('Comment (optional)');
  await userEvent.click(comment);
  await userEvent.paste('x'.repeat(600));
  expect((comment as HTMLTextAreaElement).value).toHaveLength(500);
  expect(screen.getByText('500/500')).toBeInTheDocument();
});

it('Skip closes without sending', async () => {
  const sent = serveRating(201);
  const store = renderDialog('m1');
  await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
  expect(sent).toEqual([]);
  expect(store.get(ratingRequestAtom)).toBeNull();
});

it('a failed submit is logged and the dialog closes anyway', async () => {
  serveRating(500);
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = renderDialog('m1');
  fireEvent.click(screen.getByRole('radio', { name: '3 Stars' }));
  expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(store.get(ratingRequestAtom)).toBeNull());
  expect(log).toHaveBeenCalledWith('Rating not saved', expect.any(Error));
});

it('a missing meeting id blocks the rating', () => {
  renderDialog(null);
  expect(
    screen.getByText('This session cannot be rated: its meeting is unknown.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
});
