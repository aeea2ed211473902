import { apiClient, i18n, initI18n } from '@app/shared';
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
  const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: {} });
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
  expect(post).toHaveBeenCalledWith('/meetings/rating', {
    meetingId: 'm1',
    rating: 5,
    comment: 'Barak Allahu feek',
  });
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
  const post = jest.spyOn(apiClient, 'post');
  const store = renderDialog('m1');
  await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
  expect(post).not.toHaveBeenCalled();
  expect(store.get(ratingRequestAtom)).toBeNull();
});

it('a failed submit is logged and the dialog closes anyway', async () => {
  jest.spyOn(apiClient, 'post').mockRejectedValue(new Error('500'));
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
