import { changeLanguage, initI18n, type ChildSummary, type User } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import { makeUser } from '../../../../shared/test/support/users';
import { FamilyRoute } from '../../../src/app/family-route';
import { registerClassroomTranslations } from '../../../src/i18n/classroom-translations';
import { registerFamilyTranslations } from '../../../src/i18n/family-translations';
import { registerHistoryTranslations } from '../../../src/i18n/history-translations';
import { fakeApi, refusal, type Route, type SentRequest } from '../../support/fake-api';
import { renderSignedIn } from '../../support/render-signed-in';

const userEvent = userEvents.setup({ delay: null });

const GUARDIAN = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';
const CHILD = '5c1f6a8e-3b2d-4c9a-8f7e-1a2b3c4d5e6f';

const child = (overrides: Partial<ChildSummary> = {}): ChildSummary => ({
  _id: CHILD,
  name: 'Omar Haddad',
  username: 'omar.h',
  avatar: null,
  birthYear: 2015,
  minor: true,
  safety: { sheikhGender: 'any', allowedTeachers: null, chatAllowed: true },
  guardians: [{ _id: GUARDIAN, name: 'Huda Haddad' }],
  lesson: null,
  ...overrides,
});

const guardian: User = makeUser({ _id: GUARDIAN, name: 'Huda Haddad', role: 'guardian' });

const childrenAnswer = (children: ChildSummary[]): Route => ({
  status: 200,
  body: { data: { children } },
});

function openFamily(routes: Record<string, Route>, user: User = guardian): SentRequest[] {
  const sent = fakeApi(routes);
  renderSignedIn(user, <FamilyRoute />, '/family');
  return sent;
}

beforeAll(async () => {
  await initI18n();
  registerFamilyTranslations();
  registerHistoryTranslations();
  registerClassroomTranslations();
  await changeLanguage('en');
});

describe("the guardian's family page", () => {
  it('shows each child: name, username, age, guardians and the lesson it is in now', async () => {
    openFamily({
      'GET /family/children': childrenAnswer([
        child({
          lesson: {
            meetingId: 'e3b0c442-98fc-4c14-9afb-f4c8996fb924',
            roomName: 'room-1',
            teacherName: 'Sheikh Yusuf',
            startedAt: '2026-06-01T10:00:00.000Z',
          },
          guardians: [
            { _id: GUARDIAN, name: 'Huda Haddad' },
            { _id: 'b1d2c3e4-0000-4000-8000-000000000002', name: 'Sami Haddad' },
          ],
        }),
      ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Family' })).toBeVisible();
    const card = await screen.findByRole('listitem', { name: 'Omar Haddad' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Omar Haddad' })).toBeVisible();
    expect(within(card).getByText('Username: omar.h')).toBeVisible();
    const age = new Date().getUTCFullYear() - 2015;
    expect(within(card).getByText(`Born in 2015 (about ${age} years old)`)).toBeVisible();
    expect(within(card).getByText('Guardians: Huda Haddad and Sami Haddad')).toBeVisible();
    expect(within(card).getByTestId('child-in-lesson')).toHaveTextContent(
      'In a lesson now with Sheikh Yusuf',
    );
    // The running lesson can be watched; then come the sections.
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Watch live', 'Lessons', 'Memorisation record', 'Safety settings', 'Account']);
  });

  it('says so when there is no child yet, and when the list could not be loaded', async () => {
    openFamily({ 'GET /family/children': childrenAnswer([]) });
    expect(await screen.findByText(/^No child yet\./)).toBeVisible();
  });

  it('offers Retry when the children could not be loaded', async () => {
    openFamily({ 'GET /family/children': refusal(500, 'server.error') });
    expect(await screen.findByText('Your children could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('adds a child, showing a taken username under the username', async () => {
    let attempts = 0;
    const sent = openFamily({
      'GET /family/children': childrenAnswer([]),
      'POST /family/children': () => {
        attempts += 1;
        return attempts === 1
          ? refusal(409, 'users.username_taken')
          : {
              status: 201,
              body: { data: child({ name: 'Omar Haddad', username: 'omar.haddad' }) },
            };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a child' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a child' });
    await userEvent.type(within(dialog).getByLabelText(/^Child's name/), 'Omar Haddad');
    await userEvent.type(within(dialog).getByLabelText(/^Username/), 'Omar.H');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'secret1');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm the password/), 'secret2');
    await userEvent.type(within(dialog).getByLabelText(/^Birth year/), '2015');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the child' }));
    // The client refuses a confirmation that differs, before anything is sent.
    expect(await within(dialog).findByText('Password confirmation does not match')).toBeVisible();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText(/^Confirm the password/));
    await userEvent.type(within(dialog).getByLabelText(/^Confirm the password/), 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the child' }));
    expect(
      await within(dialog).findByText('This username is taken. Choose another.'),
    ).toBeVisible();
    expect(sent.filter((request) => request.method === 'POST').map((r) => r.body)).toEqual([
      { name: 'Omar Haddad', username: 'omar.h', password: 'secret1', birthYear: 2015 },
    ]);

    await userEvent.clear(within(dialog).getByLabelText(/^Username/));
    await userEvent.type(within(dialog).getByLabelText(/^Username/), 'omar.haddad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the child' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('listitem', { name: 'Omar Haddad' })).toBeVisible();
  });

  it("saves the child's safety settings: a gender and a chosen Sheikh", async () => {
    const sent = openFamily({
      'GET /family/children': childrenAnswer([child()]),
      'GET /users/teachers': {
        status: 200,
        body: {
          data: [
            { _id: 'a1a1a1a1-0000-4000-8000-000000000001', name: 'Aisha Noor', gender: 'female' },
            { _id: 'a1a1a1a1-0000-4000-8000-000000000002', name: 'Yusuf Karim', gender: 'male' },
          ],
        },
      },
      'PUT /family/children/5c1f6a8e-3b2d-4c9a-8f7e-1a2b3c4d5e6f/safety': (request) => ({
        status: 200,
        body: {
          data: child({
            safety: {
              sheikhGender: 'female',
              allowedTeachers: [
                { _id: 'a1a1a1a1-0000-4000-8000-000000000001', name: 'Aisha Noor' },
              ],
              chatAllowed: (request.body as { chatAllowed: boolean }).chatAllowed,
            },
          }),
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Safety settings' }));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Female only' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Only the Sheikhs I choose' }));
    expect(
      screen.getByText('Choose at least one Sheikh, or allow any approved Sheikh.'),
    ).toBeVisible();
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Chosen Sheikhs' }));
    // Only the Sheikhs the gender choice lets through are offered.
    expect(await screen.findByRole('option', { name: 'Aisha Noor' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Yusuf Karim' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Aisha Noor' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Chat in lessons' }));
    await userEvent.click(save);

    expect(await screen.findByText('The settings are saved.')).toBeVisible();
    expect(sent.filter((request) => request.method === 'PUT').map((r) => r.body)).toEqual([
      {
        sheikhGender: 'female',
        allowedTeacherIds: ['a1a1a1a1-0000-4000-8000-000000000001'],
        chatAllowed: false,
      },
    ]);
  });

  it('blocks a Sheikh for the child and lifts a guardian’s block; the child’s own stays', async () => {
    const BLOCKS = `/family/children/${CHILD}/blocks`;
    const AISHA = 'a1a1a1a1-0000-4000-8000-000000000001';
    const YUSUF = 'a1a1a1a1-0000-4000-8000-000000000002';
    const BILAL = 'a1a1a1a1-0000-4000-8000-000000000003';
    const blocked = (id: string, name: string, byGuardian: boolean) => ({
      _id: id,
      name,
      avatar: null,
      blockedAt: '2026-11-01T10:00:00.000Z',
      byGuardian,
    });
    const sent = openFamily({
      'GET /family/children': childrenAnswer([child()]),
      'GET /users/teachers': {
        status: 200,
        body: {
          data: [
            { _id: AISHA, name: 'Aisha Noor', gender: 'female' },
            { _id: YUSUF, name: 'Yusuf Karim', gender: 'male' },
            { _id: BILAL, name: 'Bilal Amin', gender: 'male' },
          ],
        },
      },
      [`GET ${BLOCKS}`]: {
        status: 200,
        body: {
          data: {
            teachers: [blocked(BILAL, 'Bilal Amin', true), blocked(YUSUF, 'Yusuf Karim', false)],
          },
        },
      },
      [`PUT ${BLOCKS}/${AISHA}`]: {
        status: 200,
        body: {
          data: {
            teachers: [
              blocked(AISHA, 'Aisha Noor', true),
              blocked(BILAL, 'Bilal Amin', true),
              blocked(YUSUF, 'Yusuf Karim', false),
            ],
          },
        },
      },
      [`DELETE ${BLOCKS}/${BILAL}`]: { status: 204, body: null },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Safety settings' }));
    const section = await screen.findByRole('region', { name: 'Blocked Sheikhs' });
    const rows = await within(section).findAllByTestId('child-blocked-teacher');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Blocked by a guardian'),
      expect.stringContaining('Blocked by Omar Haddad (only Omar Haddad can lift it)'),
    ]);
    // Only a guardian's block has Unblock: the child's own is the child's to lift.
    expect(within(section).getAllByRole('button', { name: /^Unblock/ })).toHaveLength(1);

    await userEvent.click(within(section).getByRole('combobox', { name: 'Sheikh to block' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Aisha Noor' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Aisha Noor is blocked for Omar Haddad.')).toBeVisible();
    expect(within(section).getAllByTestId('child-blocked-teacher')).toHaveLength(3);

    await userEvent.click(within(section).getByRole('button', { name: 'Unblock Bilal Amin' }));
    expect(await screen.findByText('Bilal Amin is no longer blocked.')).toBeVisible();
    expect(within(section).getAllByTestId('child-blocked-teacher')).toHaveLength(2);
    expect(sent.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT ${BLOCKS}/${AISHA}`,
      `DELETE ${BLOCKS}/${BILAL}`,
    ]);
  });

  it('warns that a minor left without a guardian cannot call, then ends the link', async () => {
    const sent = openFamily({
      'GET /family/children': childrenAnswer([child()]),
      'DELETE /family/children/5c1f6a8e-3b2d-4c9a-8f7e-1a2b3c4d5e6f': { status: 204 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    await userEvent.click(screen.getByRole('button', { name: "Stop being this child's guardian" }));
    const dialog = screen.getByRole('dialog', { name: 'Stop being the guardian of Omar Haddad?' });
    expect(within(dialog).getByText(/^Omar Haddad has no other guardian\./)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop being the guardian' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Omar Haddad' })).not.toBeInTheDocument(),
    );
    expect(sent.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('You are no longer the guardian of Omar Haddad.')).toBeVisible();
  });

  it('offers no second invitation to a child who already has two guardians', async () => {
    openFamily({
      'GET /family/children': childrenAnswer([
        child({
          guardians: [
            { _id: GUARDIAN, name: 'Huda Haddad' },
            { _id: 'b1d2c3e4-0000-4000-8000-000000000002', name: 'Sami Haddad' },
          ],
        }),
      ]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    expect(
      screen.getByText('Omar Haddad already has two guardians, the most a child may have.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send the invitation' })).toBeNull();
  });
});
