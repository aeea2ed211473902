import { i18n, initI18n, type WaitingHomework } from '@app/shared';
import { screen, within } from '@testing-library/react';
import { makeUser } from '../../../../shared/test/support/users';
import { WaitingForReview } from '../../../src/features/homework-review/components/waiting-for-review';
import { registerHifzTranslations } from '../../../src/i18n/hifz-translations';
import { fakeApi, refusal } from '../../support/fake-api';
import { renderSignedIn } from '../../support/render-signed-in';

const waiting = (studentId: string, studentName: string): WaitingHomework => ({
  id: `hw-${studentId}`,
  meetingId: 'm1',
  studentId,
  studentName,
  teacherId: 't1',
  teacherName: 'Yusuf',
  portion: { unit: 'pages', from: 560, to: 562 },
  range: { first: { surah: 67, ayah: 1 }, last: { surah: 67, ayah: 30 } },
  note: null,
  dueAt: '2026-03-10T20:59:59.000Z',
  status: 'submitted',
  createdAt: '2026-03-01T09:00:00.000Z',
  acceptedAt: null,
  submissions: [],
});

beforeAll(async () => {
  await initI18n();
  registerHifzTranslations();
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

it('lists the recordings waiting for the Sheikh, each leading to the student’s record', async () => {
  fakeApi({
    'GET /homework/waiting': {
      status: 200,
      body: { data: [waiting('s1', 'Maryam'), waiting('s2', 'Omar')] },
    },
  });
  renderSignedIn(makeUser({ _id: 't1', role: 'teacher' }), <WaitingForReview />, '/record');
  const section = screen.getByRole('region', { name: 'Waiting for review' });
  const rows = await within(section).findAllByTestId('waiting-homework');
  expect(rows).toHaveLength(2);
  expect(within(rows[0]!).getByRole('link', { name: 'Maryam' })).toHaveAttribute(
    'href',
    '/record?student=s1',
  );
  expect(rows[0]).toHaveTextContent('\u2068Pages 560-562\u2069 · Sent');
  expect(within(rows[1]!).getByRole('link', { name: 'Omar' })).toHaveAttribute(
    'href',
    '/record?student=s2',
  );
});

it('says when nothing waits, and when the list could not be loaded', async () => {
  fakeApi({ 'GET /homework/waiting': { status: 200, body: { data: [] } } });
  const first = renderSignedIn(makeUser({ role: 'teacher' }), <WaitingForReview />);
  expect(await screen.findByText('No recording is waiting for your review.')).toBeVisible();
  first.unmount();

  fakeApi({ 'GET /homework/waiting': refusal(500, 'server.error') });
  renderSignedIn(makeUser({ role: 'teacher' }), <WaitingForReview />);
  expect(
    await screen.findByText('The recordings waiting for review could not be loaded.'),
  ).toBeVisible();
});

it('is not there for anyone but a Sheikh, and asks nothing', () => {
  const sent = fakeApi({});
  const { container } = renderSignedIn(makeUser({ role: 'admin' }), <WaitingForReview />);
  expect(container).toBeEmptyDOMElement();
  expect(sent).toEqual([]);
});
