import {
  changeLanguage,
  initI18n,
  registerTeachingTranslations,
  usersListAtom,
  type FamilyStanding,
} from '@app/shared';
import { act, screen, within } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { makeUser } from '../../../../shared/test/support/users';
import { MainRoute } from '../../../src/app/main-route';
import { TeacherRoute } from '../../../src/app/teacher-route';
import { registerSafetyTranslations } from '../../../src/i18n/safety-translations';
import { registerMeetingTranslations } from '../../../src/i18n/translations';
import { fakeApi, refusal, type Reply, type Route as FakeRoute } from '../../support/fake-api';
import { renderSignedIn } from '../../support/render-signed-in';
import { listedUser } from '../../support/users';

const userEvent = userEvents.setup({ delay: null });

const SHEIKH = 'b2d7c0f4-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

const standing = (overrides: Partial<FamilyStanding> = {}): FamilyStanding => ({
  minor: true,
  consentNeeded: false,
  consentEmail: null,
  guardians: [],
  safety: { sheikhGender: 'any', allowedTeachers: null, chatAllowed: true },
  ...overrides,
});

const standingAnswer = (value: FamilyStanding): Reply => ({
  status: 200,
  body: { data: value },
});

const student = makeUser({ _id: 'c0c0c0c0-0000-4000-8000-000000000001', role: 'student' });

function openMain(routes: Record<string, FakeRoute>) {
  const sent = fakeApi({
    'GET /follows': { status: 200, body: { data: { teacherIds: [] } } },
    ...routes,
  });
  const view = renderSignedIn(student, <MainRoute />, '/main');
  act(() => view.store.set(usersListAtom, [listedUser({ _id: SHEIKH, name: 'Yusuf Karim' })]));
  return sent;
}

beforeAll(async () => {
  await initI18n();
  registerMeetingTranslations();
  registerTeachingTranslations();
  registerSafetyTranslations();
  await changeLanguage('en');
});

describe("a child's side of its guardians' decisions", () => {
  it('keeps Call off until a guardian agrees, says why, and sends the link again', async () => {
    const sent = openMain({
      'GET /family/me': standingAnswer(
        standing({ consentNeeded: true, consentEmail: 'mum@example.org' }),
      ),
      'POST /family/me/consent-mail': (request) =>
        standingAnswer(
          standing({
            consentNeeded: true,
            consentEmail: (request.body as { guardianEmail: string }).guardianEmail,
          }),
        ),
    });
    const notice = await screen.findByTestId('consent-notice');
    expect(notice).toHaveTextContent(
      'Your guardian must agree before you can call. We sent a link to mum@example.org.',
    );
    const row = screen.getByRole('row', { name: 'Yusuf Karim' });
    expect(within(row).getByRole('button', { name: 'Waiting for your guardian' })).toBeDisabled();
    expect(within(row).queryByRole('button', { name: 'Call Yusuf Karim' })).toBeNull();

    const email = within(notice).getByLabelText("Your guardian's email");
    await userEvent.clear(email);
    await userEvent.type(email, 'dad@example.org');
    await userEvent.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    expect(await within(notice).findByText(/We sent a link to dad@example.org\./)).toBeVisible();
    expect(within(notice).getByRole('status')).toHaveTextContent('The link is sent.');
    expect(sent.filter((request) => request.method === 'POST').map((r) => r.body)).toEqual([
      { guardianEmail: 'dad@example.org' },
    ]);
  });

  it('shows a refused address under the field', async () => {
    openMain({
      'GET /family/me': standingAnswer(standing({ consentNeeded: true, consentEmail: null })),
      'POST /family/me/consent-mail': refusal(400, 'validation.failed', [
        { field: 'guardianEmail', code: 'invalid_email', params: {} },
      ]),
    });
    const notice = await screen.findByTestId('consent-notice');
    await userEvent.type(within(notice).getByLabelText("Your guardian's email"), 'a@b.co');
    await userEvent.click(within(notice).getByRole('button', { name: 'Send the link' }));
    expect(
      await within(notice).findByText("Guardian's email must be a valid email address"),
    ).toBeVisible();
  });

  it('lets a child with a guardian call, and explains the limits on the list', async () => {
    openMain({
      'GET /family/me': standingAnswer(
        standing({
          safety: {
            sheikhGender: 'female',
            allowedTeachers: [{ _id: SHEIKH, name: 'Yusuf Karim' }],
            chatAllowed: true,
          },
        }),
      ),
    });
    const limits = await screen.findByTestId('guardian-limits');
    expect(limits).toHaveTextContent('Your guardian shows you female Sheikhs only.');
    expect(limits).toHaveTextContent('Your guardian shows you only the Sheikhs they chose.');
    expect(screen.getByRole('button', { name: 'Call Yusuf Karim' })).toBeEnabled();
    expect(screen.queryByTestId('consent-notice')).toBeNull();
  });

  it("says a Sheikh's page is kept from the child by its guardian's settings", async () => {
    fakeApi({
      [`GET /teachers/${SHEIKH}`]: refusal(403, 'family.sheikh_not_allowed'),
      'GET /family/me': standingAnswer(standing()),
    });
    renderSignedIn(
      student,
      <Routes>
        <Route path="/teachers/:id" element={<TeacherRoute />} />
      </Routes>,
      `/teachers/${SHEIKH}`,
    );
    expect(
      await screen.findByRole('heading', {
        name: "Your guardian's settings do not include this Sheikh.",
      }),
    ).toBeVisible();
  });
});
