import { expect, test, type APIRequestContext } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { expectMediaFlowing, openAs, teacherRow } from '../support/call';
import { DEMO } from '../support/demo';
import { API_URL, SHELL_URL } from '../support/platform';
import { signIn } from '../support/session';

const teacher = DEMO.teachers[1]!;
const student = DEMO.students[1]!;
const NOTE = 'Hold the madd for two counts';
const HOMEWORK = 'Revise 2:255-257';

test('the shared mushaf: the teacher opens 2:255, marks a Tajweed mistake, writes notes; the record keeps them for that student only', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const sheikh = await openAs(browser, teacher.email);
  const learner = await openAs(browser, student.email);

  // A real call with real (fake-device) media both ways.
  await teacherRow(learner.page, teacher.name)
    .getByRole('button', { name: `Call ${teacher.name}` })
    .click();
  await sheikh.page.getByTestId('receiver-overlay').getByRole('button', { name: 'Accept' }).click();
  for (const person of [sheikh, learner]) {
    await expect(person.page.getByTestId('meeting-view')).toHaveAttribute('data-status', 'live', {
      timeout: 20_000,
    });
  }
  await Promise.all([expectMediaFlowing(sheikh.page), expectMediaFlowing(learner.page)]);

  // The teacher opens the mushaf at Ayat al-Kursi.
  await sheikh.page.getByRole('button', { name: 'Open the mushaf' }).click();
  const board = sheikh.page.getByTestId('mushaf-panel');
  await expect(board.getByTestId('mushaf-page')).toBeVisible();
  await board.getByLabel('Surah').fill('Baqarah');
  await sheikh.page.getByRole('option', { name: /Al-Baqarah/ }).click();
  await board.getByRole('spinbutton', { name: 'Ayah' }).fill('255');
  await board.getByRole('button', { name: 'Go to the ayah' }).click();
  await expect(board.getByTestId('mushaf-page')).toHaveAttribute('data-page', '42');

  // The student's screen follows: the mushaf opens on page 42 with the ayah highlighted,
  // and the video stays live beside it.
  const view = learner.page.getByTestId('mushaf-panel');
  await expect(view).toHaveAttribute('data-page', '42');
  await expect(view.getByTestId('mushaf-page-number')).toHaveText('Page 42');
  await expect(view.locator('[data-ayah="2:255"]')).toHaveAttribute('data-highlighted', 'true');
  await expectMediaFlowing(learner.page);

  // The teacher marks the fourth word of the ayah as a Tajweed mistake (a tap on the word, one
  // on the kind), then names the rule (madd) and adds a note to the same mark.
  await board.locator('[data-word="2:255:3"]').click();
  const bar = sheikh.page.getByRole('region', { name: 'Mark a mistake' });
  await bar.getByRole('button', { name: 'Tajweed' }).click();
  await expect(bar.getByRole('status')).toHaveText('Saved: Tajweed mistake');
  await bar.getByRole('button', { name: 'Madd' }).click();
  await expect(bar.getByRole('status')).toHaveText('Saved: Tajweed mistake: Madd');
  await bar.getByLabel('Note (optional)').fill(NOTE);
  await bar.getByRole('button', { name: 'Save the note' }).click();
  await expect(bar.getByRole('button', { name: 'Save the note' })).toBeDisabled();
  await bar.getByRole('button', { name: 'Done' }).click();
  await expect(bar).toBeHidden();

  // The student sees the mark on that word, with its colour's kind and an accessible label.
  const marked = view.locator('[data-word="2:255:3"]');
  await expect(marked).toHaveAttribute('data-mark-kind', 'tajweed');
  await expect(marked).toHaveAttribute('aria-label', /Tajweed mistake: Madd/);
  await expect(view.locator('[data-mark-kind]')).toHaveCount(1);
  // A tap shows the student the kind and the Sheikh's note.
  const word = await marked.evaluate((element) => element.firstChild?.textContent);
  await marked.click();
  const details = learner.page.getByRole('dialog', { name: /^The mistake on «/ });
  await expect(details).toContainText('Tajweed mistake: Madd');
  await expect(details).toContainText(`Note: ${NOTE}`);
  await learner.page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expectAccessible(
    learner.page,
    "the student's mushaf with a mark",
    '[data-testid="mushaf-panel"]',
  );
  await expectAccessible(sheikh.page, "the teacher's mushaf", '[data-testid="mushaf-panel"]');

  // The teacher writes the session's notes; the student reads them in the meeting.
  await board.getByRole('tab', { name: 'Session notes' }).click();
  await board.getByLabel('Summary').fill('Good flow in Ayat al-Kursi');
  await board.getByLabel('Homework').fill(HOMEWORK);
  await board.getByRole('button', { name: 'Save the notes' }).click();
  await expect(board.getByRole('status')).toHaveText('The notes are saved.');
  await view.getByRole('tab', { name: 'Session notes' }).click();
  await expect(view.getByTestId('session-notes')).toContainText(HOMEWORK);

  await learner.page.getByRole('button', { name: 'Hang up' }).click();
  await expect(sheikh.page.getByTestId('meeting-view')).toBeHidden({ timeout: 10_000 });
  await learner.page.getByRole('button', { name: 'Skip' }).click();

  // At the end the student still has the notes, and the way to the record.
  const notice = learner.page.getByTestId('session-notes-notice');
  await expect(notice).toContainText(`Homework: ${HOMEWORK}`);
  await notice.getByRole('link', { name: 'My record' }).click();

  // The student's record lists the mark with its note, and the session's notes.
  const record = learner.page.getByTestId('student-record');
  const lesson = record.getByTestId('lesson-history').getByRole('listitem').first();
  await expect(lesson).toContainText(HOMEWORK);
  await expect(lesson).toContainText(teacher.name);
  // Named by its word and ayah, not by indexes.
  await expect(record.getByTestId('record-mark').first()).toContainText(
    `«${word}» · Al-Baqarah, ayah 255 · Tajweed mistake: Madd · ${NOTE}`,
  );
  await expect(record.getByTestId('most-missed')).toContainText('Al-Baqarah, ayah 255');
  await expect(record.getByTestId('next-steps')).toContainText(HOMEWORK);
  await expectAccessible(learner.page, 'the memorisation record');

  // The teacher reaches the same record from their students.
  await sheikh.page.goto('/record');
  await sheikh.page.getByLabel('Student').click();
  await sheikh.page.getByRole('option', { name: student.name }).click();
  await expect(sheikh.page.getByTestId('record-mark').first()).toContainText(NOTE);

  // Another student sees none of it: their own record is empty, and the first one is refused.
  const other = await createAccount('student', 'Other Student');
  const stranger = await openAs(browser, other.email, {
    password: other.password,
    path: '/record',
  });
  await expect(stranger.page.getByTestId('student-record')).toContainText('No sessions yet.');
  await expect(stranger.page.getByText(NOTE)).toHaveCount(0);
  const refused = await stranger.context.request.get(
    `${API_URL}/classroom/students/${await learnerId(learner.context.request)}/record`,
    { headers: { Origin: SHELL_URL } },
  );
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('classroom.not_your_student');

  await Promise.all([sheikh.context.close(), learner.context.close(), stranger.context.close()]);
});

/** The signed-in student's id, from their session. */
async function learnerId(request: APIRequestContext): Promise<string> {
  const me = await request.get(`${API_URL}/auth/profile`, { headers: { Origin: SHELL_URL } });
  return ((await me.json()) as { data: { _id: string } }).data._id;
}

test('on a phone: the mushaf across the screen, the video small above it, recitation audio, chat links to ayat', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const sheikh = await openAs(browser, DEMO.teachers[2]!.email);
  const learner = await openAs(browser, DEMO.students[2]!.email, {
    viewport: { width: 390, height: 844 },
  });
  await teacherRow(learner.page, DEMO.teachers[2]!.name)
    .getByRole('button', { name: `Call ${DEMO.teachers[2]!.name}` })
    .click();
  await sheikh.page.getByTestId('receiver-overlay').getByRole('button', { name: 'Accept' }).click();
  await expect(learner.page.getByTestId('meeting-view')).toHaveAttribute('data-status', 'live', {
    timeout: 20_000,
  });
  await sheikh.page.getByRole('button', { name: 'Open the mushaf' }).click();
  await sheikh.page.getByRole('button', { name: 'Next page' }).click();

  // The student's mushaf follows to page 2, in Arabic and right to left in an English interface.
  const page = learner.page.getByTestId('mushaf-page');
  await expect(page).toHaveAttribute('data-page', '2');
  await expect(page).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveAttribute('lang', 'ar');
  const panel = await learner.page.getByTestId('mushaf-panel').boundingBox();
  expect(panel!.width).toBeGreaterThan(380);

  // The video is small, in a strip of its own above the mushaf: it covers none of it.
  const video = (await learner.page.getByTestId('video-slot').boundingBox())!;
  expect(video.width).toBeLessThan(230);
  expect(video.y + video.height).toBeLessThanOrEqual(panel!.y);
  await expectMediaFlowing(learner.page);

  // Recitation audio on the student's side: the microphone without echo cancellation, noise
  // suppression or automatic gain, sent at 64 kbps; the teacher keeps hearing it.
  await learner.page.getByRole('button', { name: 'Recitation audio' }).click();
  await expect(learner.page.getByRole('button', { name: 'Recitation audio' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(learner.page.getByTestId('recitation-hint')).toContainText('Use headphones');
  const sent = await learner.page.evaluate(() => {
    const all = (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections;
    const pc = all.filter((entry) => entry.connectionState !== 'closed').at(-1)!;
    const sender = pc.getSenders().find((entry) => entry.track?.kind === 'audio')!;
    const settings = sender.track!.getSettings();
    return {
      echoCancellation: settings.echoCancellation,
      noiseSuppression: settings.noiseSuppression,
      autoGainControl: settings.autoGainControl,
      maxBitrate: sender.getParameters().encodings[0]?.maxBitrate,
      dtxOffered: /usedtx=1/.test(pc.localDescription?.sdp ?? ''),
    };
  });
  expect(sent).toEqual({
    echoCancellation: false,
    noiseSuppression: false,
    autoGainControl: false,
    maxBitrate: 64_000,
    dtxOffered: false,
  });
  await expectMediaFlowing(sheikh.page);

  // The chat: the teacher's "2:255" is a link on the student's side that opens the mushaf there,
  // and the teacher's mushaf follows.
  const sheikhPanel = sheikh.page.getByTestId('mushaf-panel');
  await sheikhPanel.getByRole('tab', { name: 'Chat' }).click();
  await sheikhPanel.getByLabel('Message').fill('اقرأ آية الكرسي 2:255 please');
  await sheikhPanel.getByRole('button', { name: 'Send' }).click();
  const learnerPanel = learner.page.getByTestId('mushaf-panel');
  await learnerPanel.getByRole('tab', { name: 'Chat' }).click();
  const message = learnerPanel.getByTestId('chat-message');
  await expect(message).toContainText('اقرأ آية الكرسي');
  await expect(message.locator('[dir="auto"]')).toBeVisible();
  await expectAccessible(learner.page, 'the chat on a phone', '[data-testid="mushaf-panel"]');
  await message.getByRole('button', { name: 'Open 2:255 in the mushaf' }).click();
  await expect(learnerPanel).toHaveAttribute('data-page', '42');
  await expect(learner.page.getByTestId('mushaf-page')).toHaveAttribute('data-page', '42');
  await expect(sheikhPanel).toHaveAttribute('data-page', '42');

  // The chat is kept with the meeting: admins read it (the room details show it).
  const admin = await browser.newContext();
  await signIn(admin, DEMO.admin.email, DEMO.password);
  const headers = { Origin: SHELL_URL };
  const rooms = (await (
    await admin.request.get(`${API_URL}/meetings/admin/rooms?limit=20&status=all`, { headers })
  ).json()) as { rooms: Array<{ _id: string; teacher: { name: string } }> };
  const room = rooms.rooms.find((entry) => entry.teacher.name === DEMO.teachers[2]!.name)!;
  const chat = (await (
    await admin.request.get(`${API_URL}/classroom/meetings/${room._id}/chat`, { headers })
  ).json()) as { data: Array<{ text: string; senderRole: string }> };
  expect(chat.data).toEqual([
    expect.objectContaining({ text: 'اقرأ آية الكرسي 2:255 please', senderRole: 'teacher' }),
  ]);
  await admin.close();

  await learner.page.getByRole('button', { name: 'Hang up' }).click();
  await Promise.all([sheikh.context.close(), learner.context.close()]);
});
