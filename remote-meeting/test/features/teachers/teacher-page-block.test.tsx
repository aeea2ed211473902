import {
  changeLanguage,
  initI18n,
  isolate,
  registerTeachingTranslations,
  usersListAtom,
  type BlockedTeacher,
  type Gender,
  type TeacherPage,
  type User,
} from '@app/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { makeUser } from '../../../../shared/test/support/users';
import { TeacherRoute } from '../../../src/app/teacher-route';
import { registerMeetingTranslations } from '../../../src/i18n/translations';
import { registerSafetyTranslations } from '../../../src/i18n/safety-translations';
import { fakeApi, type Route as FakeRoute } from '../../support/fake-api';
import { renderSignedIn } from '../../support/render-signed-in';
import { listedUser } from '../../support/users';

const userEvent = userEvents.setup({ delay: null });

const ID = 'b2d7c0f4-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

const page = (gender: Gender | null): TeacherPage => ({
  _id: ID,
  name: 'Yusuf Karim',
  avatar: null,
  bio: null,
  experience: null,
  specializations: [],
  languages: [],
  gender,
  averageRating: 0,
  totalReviews: 0,
  lessonsTaught: 3,
  reviews: [],
});

const blockedList = (teachers: BlockedTeacher[]): FakeRoute => ({
  status: 200,
  body: { data: { teachers } },
});

const YUSUF: BlockedTeacher = {
  _id: ID,
  name: 'Yusuf Karim',
  avatar: null,
  blockedAt: '2026-06-01T10:00:00.000Z',
  byGuardian: false,
};

/** The Sheikh's page as this user sees it, the Sheikh online in the live list. */
function openPage(user: User, routes: Record<string, FakeRoute>, gender: Gender | null = 'male') {
  const sent = fakeApi({
    [`GET /teachers/${ID}`]: { status: 200, body: { data: page(gender) } },
    'GET /follows': { status: 200, body: { data: { teacherIds: [] } } },
    ...routes,
  });
  const view = renderSignedIn(
    user,
    <Routes>
      <Route path="/teachers/:id" element={<TeacherRoute />} />
    </Routes>,
    `/teachers/${ID}`,
  );
  act(() => view.store.set(usersListAtom, [listedUser({ _id: ID, name: 'Yusuf Karim' })]));
  return sent;
}

const student = makeUser({ role: 'student' });

beforeAll(async () => {
  await initI18n();
  registerMeetingTranslations();
  registerTeachingTranslations();
  registerSafetyTranslations();
});

beforeEach(async () => {
  await changeLanguage('en');
});

describe("a Sheikh's page and the student's block", () => {
  it('hides Call behind a notice with Unblock, and Unblock brings it back', async () => {
    const sent = openPage(student, {
      'GET /blocks': blockedList([YUSUF]),
      [`DELETE /teachers/${ID}/block`]: { status: 204 },
    });
    const notice = await screen.findByTestId('blocked-notice');
    expect(notice).toHaveTextContent('You blocked this Sheikh.');
    expect(screen.queryByRole('button', { name: 'Call Yusuf Karim' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block Yusuf Karim' })).not.toBeInTheDocument();

    await userEvent.click(within(notice).getByRole('button', { name: 'Unblock Yusuf Karim' }));
    expect(await screen.findByRole('button', { name: 'Call Yusuf Karim' })).toBeInTheDocument();
    expect(screen.queryByTestId('blocked-notice')).not.toBeInTheDocument();
    expect(await screen.findByText('You unblocked Yusuf Karim.')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: `/teachers/${ID}/block`, body: undefined },
    ]);
  });

  it("a guardian's block says so and offers no Unblock, in Arabic with the Sheikh's gender", async () => {
    openPage(student, { 'GET /blocks': blockedList([{ ...YUSUF, byGuardian: true }]) });
    const notice = await screen.findByTestId('blocked-notice');
    expect(notice).toHaveTextContent(
      'Your guardian blocked this Sheikh. Only a guardian can lift it.',
    );
    expect(within(notice).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Call Yusuf Karim' })).not.toBeInTheDocument();
    await act(() => changeLanguage('ar'));
    expect(await screen.findByTestId('blocked-notice')).toHaveTextContent(
      'حظر وليّ أمرك هذا الشيخ، ولا يرفع الحظر إلا وليّ الأمر.',
    );
  });

  it('blocks after a confirmation that says what a block does', async () => {
    const sent = openPage(student, {
      'GET /blocks': blockedList([]),
      [`PUT /teachers/${ID}/block`]: blockedList([YUSUF]),
    });
    expect(await screen.findByRole('button', { name: 'Call Yusuf Karim' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Block Yusuf Karim' }));
    const confirm = screen.getByRole('dialog', { name: 'Block Yusuf Karim?' });
    expect(confirm).toHaveAccessibleDescription(
      expect.stringContaining('will disappear from your lists, and calls between you'),
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Block' }));

    expect(await screen.findByTestId('blocked-notice')).toHaveTextContent(
      'You blocked this Sheikh.',
    );
    expect(screen.queryByRole('button', { name: 'Call Yusuf Karim' })).not.toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'PUT').map((r) => r.path)).toEqual([
      `/teachers/${ID}/block`,
    ]);
  });

  it('Cancel in the confirmation blocks nobody', async () => {
    const sent = openPage(student, { 'GET /blocks': blockedList([]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Block Yusuf Karim' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Call Yusuf Karim' })).toBeInTheDocument();
  });

  it('offers no block to a Sheikh, and asks nothing about blocks', async () => {
    const sent = openPage(makeUser({ role: 'teacher' }), {});
    await screen.findByRole('heading', { name: 'Yusuf Karim' });
    expect(screen.queryByRole('button', { name: /Block/ })).not.toBeInTheDocument();
    expect(sent.map((request) => request.path)).not.toContain('/blocks');
  });

  it('speaks Arabic about a blocked female Sheikh', async () => {
    await changeLanguage('ar');
    openPage(student, { 'GET /blocks': blockedList([YUSUF]) }, 'female');
    const notice = await screen.findByTestId('blocked-notice');
    expect(notice).toHaveTextContent('حظرت هذه المعلّمة.');
    expect(
      within(notice).getByRole('button', { name: `إلغاء حظر ${isolate('Yusuf Karim')}` }),
    ).toHaveTextContent('إلغاء الحظر');
  });
});
