import {
  ApiError,
  AppProviders,
  apiClient,
  changeLanguage,
  initI18n,
  queryClient,
  type TeachingHours,
  withoutIsolates,
} from '@app/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TeachingHoursCard } from '../../../src/features/teaching-hours/components/teaching-hours-card';
import { registerProfileTranslations } from '../../../src/i18n/translations';

beforeAll(async () => {
  await initI18n();
  registerProfileTranslations();
});
beforeEach(() => changeLanguage('en'));
afterEach(() => queryClient.clear());

const SAVED: TeachingHours = {
  timeZone: 'Asia/Riyadh',
  lessonMinutes: [30, 45],
  noticeMinutes: 240,
  trialMinutes: 20,
  weekly: [{ weekday: 3, start: '16:00', end: '18:00' }],
  exceptions: [],
  holidays: [{ from: '2026-03-20', to: '2026-03-22', name: 'Eid' }],
};

type SaveAnswer = TeachingHours | ApiError;

/** Answers the card's two calls: the saved hours, and each save in turn. */
function fakeBookingApi(saved: TeachingHours | null, ...saves: SaveAnswer[]) {
  return jest.spyOn(apiClient, 'call').mockImplementation(async (name) => {
    if (name === 'booking.hours') return { data: { hours: saved } };
    if (name !== 'booking.updateHours') throw new Error(`Unexpected call ${name}`);
    const answer = saves.shift();
    if (!answer || answer instanceof ApiError) throw answer ?? new Error('No answer');
    return { data: { hours: answer } };
  });
}

const renderCard = () =>
  render(
    <AppProviders>
      <TeachingHoursCard />
    </AppProviders>,
  );

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save teaching hours' }));

/** Sets a time input as a browser's picker does (jsdom types no times). */
async function setTime(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

it('loads with a spinner, then shows a week with no hours in the browser zone', async () => {
  fakeBookingApi(null);
  renderCard();
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(
    await screen.findByText(
      'You have not opened any hours yet: students can book you once you save them.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Teaching hours' })).toBeInTheDocument();
  for (const day of [
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
  ]) {
    expect(
      within(screen.getByRole('group', { name: day })).getByText('Not teaching'),
    ).toBeVisible();
  }
  expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue(
    Intl.DateTimeFormat().resolvedOptions().timeZone.replaceAll('_', ' '),
  );
  expect(screen.getByRole('checkbox', { name: '30 minutes' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: '20 minutes' })).not.toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Minimum booking notice' })).toHaveTextContent(
    '12 hours',
  );
  expect(screen.getByRole('combobox', { name: 'Trial lesson' })).toHaveTextContent(
    'No trial lessons',
  );
});

it('shows the saved hours', async () => {
  fakeBookingApi(SAVED);
  renderCard();
  const wednesday = await screen.findByRole('group', { name: 'Wednesday' });
  expect(within(wednesday).getByLabelText('Wednesday from')).toHaveValue('16:00');
  expect(within(wednesday).getByLabelText('Wednesday until')).toHaveValue('18:00');
  expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Riyadh');
  expect(screen.getByRole('checkbox', { name: '45 minutes' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Minimum booking notice' })).toHaveTextContent(
    '4 hours',
  );
  expect(screen.getByRole('combobox', { name: 'Trial lesson' })).toHaveTextContent('20 minutes');
  const holiday = screen.getByRole('group', { name: 'Holiday' });
  expect(within(holiday).getByLabelText('First day')).toHaveValue('2026-03-20');
  expect(within(holiday).getByRole('textbox', { name: 'Name (optional)' })).toHaveValue('Eid');
});

it('saves a range filled on Monday, and says so', async () => {
  const answer: TeachingHours = {
    ...SAVED,
    weekly: [
      { weekday: 1, start: '09:00', end: '24:00' },
      { weekday: 3, start: '16:00', end: '18:00' },
    ],
  };
  const call = fakeBookingApi(SAVED, answer);
  renderCard();
  const monday = await screen.findByRole('group', { name: 'Monday' });
  await userEvent.click(within(monday).getByRole('button', { name: 'Add hours on Monday' }));
  expect(within(monday).queryByText('Not teaching')).not.toBeInTheDocument();
  expect(within(monday).getByLabelText('Monday from')).toHaveValue('09:00');
  await setTime(within(monday).getByLabelText('Monday until'), '00:00');
  expect(screen.getByText('Your teaching hours have unsaved changes')).toBeInTheDocument();
  await save();
  expect(await screen.findByText('Teaching hours saved')).toBeInTheDocument();
  expect(call).toHaveBeenCalledWith('booking.updateHours', {
    body: {
      ...SAVED,
      weekly: [
        { weekday: 1, start: '09:00', end: '24:00' },
        { weekday: 3, start: '16:00', end: '18:00' },
      ],
    },
  });
  expect(screen.queryByText('Your teaching hours have unsaved changes')).not.toBeInTheDocument();
  // The profile's own save is not this one.
  expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
});

it('shows a check by its field and sends nothing until it is fixed', async () => {
  const call = fakeBookingApi(SAVED);
  renderCard();
  const wednesday = await screen.findByRole('group', { name: 'Wednesday' });
  const until = within(wednesday).getByLabelText('Wednesday until');
  await setTime(until, '15:00');
  expect(
    within(wednesday).getByText('Each range of hours must end after it starts.'),
  ).toBeVisible();
  expect(until).toHaveAttribute('aria-invalid', 'true');
  expect(until).toHaveAccessibleDescription('Each range of hours must end after it starts.');
  await save();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Some fields need a fix before saving: they are marked below.',
  );
  expect(call).not.toHaveBeenCalledWith('booking.updateHours', expect.anything());

  await userEvent.click(screen.getByRole('checkbox', { name: '30 minutes' }));
  await userEvent.click(screen.getByRole('checkbox', { name: '45 minutes' }));
  expect(screen.getByText('Choose at least one lesson length.')).toBeInTheDocument();
});

it('asks for the dates of a holiday only once a save was tried', async () => {
  const call = fakeBookingApi(null, SAVED);
  renderCard();
  await userEvent.click(await screen.findByRole('button', { name: 'Add a holiday' }));
  const holiday = screen.getByRole('group', { name: 'Holiday' });
  expect(within(holiday).queryByText('Fill this in.')).not.toBeInTheDocument();
  await save();
  expect(within(holiday).getByText('Fill this in.')).toBeVisible();
  expect(within(holiday).getByLabelText('First day')).toHaveAttribute('aria-invalid', 'true');
  await userEvent.click(within(holiday).getByRole('button', { name: 'Remove this holiday' }));
  expect(screen.getByText('No holidays.')).toBeInTheDocument();
  await save();
  expect(await screen.findByText('Teaching hours saved')).toBeInTheDocument();
  expect(call).toHaveBeenCalledWith('booking.updateHours', {
    body: expect.objectContaining({ weekly: [], exceptions: [], holidays: [] }),
  });
});

it('adds a whole day off and extra hours on dates, and sends them as the wire has them', async () => {
  const call = fakeBookingApi(null, SAVED);
  renderCard();
  await userEvent.click(await screen.findByRole('button', { name: 'Add a day off' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add extra hours' }));
  const off = screen.getByRole('group', { name: 'Day off' });
  const extra = screen.getByRole('group', { name: 'Extra hours' });
  expect(within(off).getByRole('checkbox', { name: 'Whole day' })).toBeChecked();
  expect(within(off).queryByLabelText('From')).not.toBeInTheDocument();
  await userEvent.type(within(off).getByLabelText('Date'), '2026-04-01');
  await userEvent.type(within(extra).getByLabelText('Date'), '2026-03-31');
  await setTime(within(extra).getByLabelText('Until'), '13:30');
  await save();
  expect(await screen.findByText('Teaching hours saved')).toBeInTheDocument();
  expect(call).toHaveBeenCalledWith('booking.updateHours', {
    body: expect.objectContaining({
      exceptions: [
        { kind: 'extra', day: '2026-03-31', start: '09:00', end: '13:30' },
        { kind: 'off', day: '2026-04-01', start: null, end: null },
      ],
    }),
  });
});

it('shows the server refusal by its code in both languages, and keeps the edits', async () => {
  fakeBookingApi(SAVED, new ApiError('Two ranges of hours overlap', 400, 'booking.ranges_overlap'));
  renderCard();
  const friday = await screen.findByRole('group', { name: 'Friday' });
  await userEvent.click(within(friday).getByRole('button', { name: 'Add hours on Friday' }));
  await save();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Two ranges of hours overlap. Join them or move one.',
  );
  expect(screen.getByText('Your teaching hours have unsaved changes')).toBeInTheDocument();
  expect(within(friday).getByLabelText('Friday from')).toHaveValue('09:00');

  await act(() => changeLanguage('ar'));
  expect(withoutIsolates(screen.getByRole('alert').textContent ?? '')).toBe(
    'فترتان متداخلتان. اجمعهما أو انقل إحداهما.',
  );
  const jumuah = screen.getByRole('group', { name: 'الجمعة' });
  expect(within(jumuah).getByLabelText('\u2068الجمعة\u2069 من')).toHaveValue('09:00');
  expect(screen.getByRole('button', { name: 'حفظ ساعات التدريس' })).toBeInTheDocument();
});

it('speaks Arabic right to left, with every weekday named in Arabic', async () => {
  await changeLanguage('ar');
  fakeBookingApi(null);
  renderCard();
  const monday = await screen.findByRole('group', { name: 'الاثنين' });
  expect(screen.getByRole('heading', { name: 'ساعات التدريس' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  for (const day of ['الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد']) {
    expect(within(screen.getByRole('group', { name: day })).getByText('لا يدرّس')).toBeVisible();
  }
  expect(within(monday).getByText('لا يدرّس')).toBeVisible();
  await userEvent.click(within(monday).getByRole('button', { name: /إضافة ساعات يوم/ }));
  expect(within(monday).getByLabelText('\u2068الاثنين\u2069 إلى')).toHaveValue('12:00');
  // Numbers in Arabic texts are isolated (FSI ... PDI).
  expect(screen.getByRole('checkbox', { name: '\u206830\u2069 دقيقة' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: '\u206860\u2069 دقيقة' })).not.toBeChecked();
  const notice = screen.getByRole('combobox', { name: 'مهلة الحجز' });
  expect(withoutIsolates(notice.textContent ?? '')).toBe('12 ساعة');
  expect(screen.getByRole('button', { name: 'إضافة يوم عطلة' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'العطلات' })).toBeInTheDocument();
});

it('says when the hours could not be loaded, and loads them again on Retry', async () => {
  let fail = true;
  jest.spyOn(apiClient, 'call').mockImplementation(async () => {
    if (fail) throw new TypeError('Failed to fetch');
    return { data: { hours: SAVED } };
  });
  renderCard();
  // The query tries twice before it gives up.
  expect(
    await screen.findByText('Your teaching hours could not be loaded.', {}, { timeout: 5000 }),
  ).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('group', { name: 'Wednesday' })).toBeInTheDocument();
});
