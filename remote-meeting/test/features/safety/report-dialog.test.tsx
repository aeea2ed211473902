import { changeLanguage, initI18n, isolate, type Report } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvents from '@testing-library/user-event';
import { makeUser } from '../../../../shared/test/support/users';
import { ERROR_TEXTS_AR } from '../../../../shared/src/i18n/error-texts-ar';
import { ERROR_TEXTS_EN } from '../../../../shared/src/i18n/error-texts-en';
import { ReportDialog } from '../../../src/features/safety/components/report-dialog';
import type { ReportTarget } from '../../../src/features/safety/report-target';
import { registerSafetyTranslations } from '../../../src/i18n/safety-translations';
import { fakeApi, refusal, type Route } from '../../support/fake-api';
import { renderSignedIn } from '../../support/render-signed-in';

const userEvent = userEvents.setup({ delay: null });

const MEETING = '3f1c1a52-7d0e-4a8e-9a51-6a2b4c0d9e01';
const SHEIKH = 'b2d7c0f4-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const STUDENT = 'c9e8d7c6-b5a4-4321-9fed-cba987654321';

const aboutSheikh: ReportTarget = {
  meetingId: MEETING,
  reported: { id: SHEIKH, name: 'Yusuf Karim', role: 'teacher', gender: 'male' },
};
const aboutStudent: ReportTarget = {
  meetingId: MEETING,
  reported: { id: STUDENT, name: 'Maryam', role: 'student', gender: 'female' },
};

const student = makeUser({ _id: STUDENT, role: 'student', name: 'Maryam' });
const sheikh = makeUser({ _id: SHEIKH, role: 'teacher', name: 'Yusuf Karim' });

const report = (body: unknown): Report => ({
  _id: 'a0a0a0a0-0000-4000-8000-000000000001',
  meetingId: MEETING,
  roomName: 'room-1',
  lessonStartedAt: null,
  reason: 'other',
  note: JSON.stringify(body),
  status: 'open',
  reporter: { _id: STUDENT, name: 'Maryam', role: 'student' },
  reported: { _id: SHEIKH, name: 'Yusuf Karim', role: 'teacher' },
  handledBy: null,
  createdAt: '2026-06-01T10:30:00.000Z',
  updatedAt: '2026-06-01T10:30:00.000Z',
});

const created: Route = (request) => ({ status: 201, body: { data: report(request.body) } });
const blocked: Route = {
  status: 200,
  body: {
    data: {
      teachers: [
        { _id: SHEIKH, name: 'Yusuf Karim', avatar: null, blockedAt: '2026-06-01T10:31:00Z' },
      ],
    },
  },
};

function open(target: ReportTarget, viewer = student) {
  const onClose = jest.fn();
  renderSignedIn(viewer, <ReportDialog target={target} onClose={onClose} />);
  return {
    dialog: screen.getByRole('dialog', { name: `Report ${target.reported.name}` }),
    onClose,
  };
}

async function fillIn(reason: string, note: string) {
  await userEvent.click(screen.getByRole('radio', { name: reason }));
  if (note) {
    await userEvent.click(screen.getByRole('textbox', { name: 'What happened (optional)' }));
    await userEvent.paste(note);
  }
}

beforeAll(async () => {
  await initI18n();
  registerSafetyTranslations();
});

beforeEach(async () => {
  await changeLanguage('en');
});

describe('the report dialog', () => {
  it('sends the chosen reason and the note about the other participant, then thanks', async () => {
    const sent = fakeApi({ 'POST /reports': created });
    open(aboutSheikh);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await fillIn('Safety concern', '  He asked for my number  ');
    expect(screen.getByText('26/1000')).toBeInTheDocument();
    await userEvent.click(send);

    expect(
      await screen.findByText('Thank you. The admins will review your report.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/reports',
        body: {
          meetingId: MEETING,
          reportedId: SHEIKH,
          reason: 'safety_concern',
          note: 'He asked for my number',
        },
      },
    ]);
  });

  it('offers all four reasons and caps the note at 1000 characters', async () => {
    fakeApi({});
    open(aboutSheikh);
    const reasons = screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
    expect(reasons).toEqual([
      'inappropriate_behaviour',
      'safety_concern',
      'contact_details',
      'other',
    ]);
    const note = screen.getByRole('textbox', { name: 'What happened (optional)' });
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(1200));
    expect(note).toHaveValue('x'.repeat(1000));
    expect(screen.getByText('1000/1000')).toBeInTheDocument();
  });

  it('shows a second report of the same lesson refused, in words, and keeps the form', async () => {
    fakeApi({ 'POST /reports': refusal(409, 'reports.duplicate') });
    open(aboutSheikh);
    await fillIn('Other', '');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      ERROR_TEXTS_EN.apiErrors['reports.duplicate'],
    );
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('puts a note refused for its contact details under the note', async () => {
    fakeApi({
      'POST /reports': refusal(400, 'validation.failed', [
        { field: 'note', code: 'contact_details', params: {} },
      ]),
    });
    open(aboutSheikh);
    await fillIn('Contact details asked for or shared', 'call me on 0550 123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const note = screen.getByRole('textbox', { name: 'What happened (optional)' });
    await waitFor(() => expect(note).toHaveAttribute('aria-invalid', 'true'));
    expect(note).toHaveAccessibleDescription(
      expect.stringContaining('may not hold a phone number, an email address or a link'),
    );
    // Under the note only: no refusal of the whole form above it.
    expect(screen.queryByText(ERROR_TEXTS_EN.apiErrors['validation.failed'])).toBeNull();
    // Editing the note answers the refusal.
    await userEvent.type(note, '!');
    expect(note).toHaveAttribute('aria-invalid', 'false');
  });

  it('lets a student block the Sheikh too, once the report is in', async () => {
    const sent = fakeApi({ 'POST /reports': created, [`PUT /teachers/${SHEIKH}/block`]: blocked });
    open(aboutSheikh);
    await fillIn('Inappropriate behaviour', '');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Also block this Sheikh' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('You blocked this Sheikh.')).toBeInTheDocument();
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /reports',
      `PUT /teachers/${SHEIKH}/block`,
    ]);
  });

  it('blocks nobody when the report itself is refused', async () => {
    const sent = fakeApi({
      'POST /reports': refusal(403, 'reports.not_participant'),
      [`PUT /teachers/${SHEIKH}/block`]: blocked,
    });
    open(aboutSheikh);
    await fillIn('Other', '');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Also block this Sheikh' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      ERROR_TEXTS_EN.apiErrors['reports.not_participant'],
    );
    expect(sent.map(({ path }) => path)).toEqual(['/reports']);
  });

  it('says when the report went but the block did not', async () => {
    fakeApi({
      'POST /reports': created,
      [`PUT /teachers/${SHEIKH}/block`]: refusal(409, 'blocks.limit_reached'),
    });
    open(aboutSheikh);
    await fillIn('Other', '');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Also block this Sheikh' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(/Your report was sent, but the block could not be saved\./),
    ).toHaveTextContent(ERROR_TEXTS_EN.apiErrors['blocks.limit_reached']);
    expect(screen.getByText('Thank you. The admins will review your report.')).toBeInTheDocument();
  });

  it('lets a Sheikh report the student, with no block on offer', async () => {
    const sent = fakeApi({ 'POST /reports': created });
    open(aboutStudent, sheikh);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await fillIn('Inappropriate behaviour', '');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Thank you. The admins will review your report.');
    expect(sent[0]?.body).toEqual({
      meetingId: MEETING,
      reportedId: STUDENT,
      reason: 'inappropriate_behaviour',
      note: '',
    });
  });

  it('Cancel closes without sending', async () => {
    const sent = fakeApi({ 'POST /reports': created });
    const { onClose } = open(aboutSheikh);
    await fillIn('Other', 'never mind');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });

  it('speaks Arabic, agreeing with a female Sheikh, and refuses in Arabic', async () => {
    await changeLanguage('ar');
    fakeApi({ 'POST /reports': refusal(409, 'reports.duplicate') });
    const target: ReportTarget = {
      meetingId: MEETING,
      reported: { id: SHEIKH, name: 'Khadija', role: 'teacher', gender: 'female' },
    };
    renderSignedIn(student, <ReportDialog target={target} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: `إبلاغ عن ${isolate('Khadija')}` });
    expect(within(dialog).getByRole('radio', { name: 'مخاوف تتعلق بالسلامة' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('checkbox', { name: 'حظر هذه المعلّمة أيضًا' }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'سبب آخر' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      ERROR_TEXTS_AR.apiErrors['reports.duplicate'],
    );
  });
});
