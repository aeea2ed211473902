import { expect, test, type Locator, type Page } from '@playwright/test';
import { classroomAr } from '../../remote-meeting/src/i18n/classroom-ar';
import { classroomEn } from '../../remote-meeting/src/i18n/classroom-en';
import { COMMON_TEXTS_AR } from '../../shared/src/i18n/common-texts-ar';
import { COMMON_TEXTS_EN } from '../../shared/src/i18n/common-texts-en';
import { createAccount } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { openAs, teacherRow, type Person } from '../support/call';
import { startInLanguage, type Language } from '../support/language';
import { fill, TEXTS } from '../support/texts';

// The lesson on the smallest supported phone, held upright, as both sides see it: the video,
// the mushaf, the notes and the chat, with every control of the call on screen and uncovered.
const SMALL_PHONE = { width: 360, height: 740 };
const CLASSROOM = { en: classroomEn, ar: classroomAr } as const;
const COMMON = { en: COMMON_TEXTS_EN, ar: COMMON_TEXTS_AR } as const;

/** The control is inside the viewport and is what a tap at its centre reaches. */
async function expectReachable(page: Page, control: Locator, what: string) {
  await expect(control, what).toBeVisible();
  // A disabled button lets taps through to what is under it: wait for the call's media.
  await expect(control, what).toBeEnabled();
  const box = await control.boundingBox();
  expect(box, what).not.toBeNull();
  const { x, y, width, height } = box!;
  const inside =
    x >= 0 && y >= 0 && x + width <= SMALL_PHONE.width && y + height <= SMALL_PHONE.height;
  expect(inside, `${what} lies inside the screen: ${JSON.stringify(box)}`).toBe(true);
  const onTop = await control.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(onTop, `${what} is the topmost element at its centre`).toBe(true);
}

/** Nothing of the lesson reaches past the screen's side, nor scrolls sideways within it. */
async function expectNoSideways(page: Page, what: string) {
  const wide = await page.evaluate(() => {
    const paper = document.querySelector('[data-testid="meeting-view"] .MuiDialog-paper');
    return {
      document: document.documentElement.scrollWidth - window.innerWidth,
      lesson: paper ? paper.scrollWidth - paper.clientWidth : 0,
    };
  });
  expect(wide, what).toEqual({ document: 0, lesson: 0 });
}

/** The small video lies over none of the lesson's panel, nor over the call's controls. */
async function expectVideoBeside(page: Page, what: string) {
  const boxes = await Promise.all(
    ['video-slot', 'mushaf-panel', 'call-controls'].map((id) => page.getByTestId(id).boundingBox()),
  );
  const [video, ...others] = boxes.map((box) => box!);
  for (const other of others) {
    const apart =
      video!.x + video!.width <= other!.x ||
      other!.x + other!.width <= video!.x ||
      video!.y + video!.height <= other!.y ||
      other!.y + other!.height <= video!.y;
    expect(apart, `${what}: the video ${JSON.stringify(video)} over ${JSON.stringify(other)}`).toBe(
      true,
    );
  }
}

async function expectCallControls(person: Person, language: Language, where: string) {
  const T = TEXTS[language].meeting;
  const view = person.page.getByTestId('meeting-view');
  await expectReachable(
    person.page,
    view.getByRole('button', { name: T.video.hangUp }),
    `Hang up (${where})`,
  );
  await expectReachable(
    person.page,
    view.getByRole('button', { name: T.video.muteMic }),
    `Mute (${where})`,
  );
  await expectNoSideways(person.page, where);
}

/** Opens each tab of the lesson's panel and checks the call's controls (and Send) on each. */
async function walkTheTabs(person: Person, language: Language, who: string) {
  const C = CLASSROOM[language];
  const panel = person.page.getByTestId('mushaf-panel');
  await panel.getByRole('tab', { name: C.mushaf.title }).click();
  await expect(panel.getByTestId('mushaf-page')).toBeVisible();
  await expectCallControls(person, language, `${who}, mushaf`);
  await expectVideoBeside(person.page, `${who}, mushaf`);
  await panel.getByRole('tab', { name: C.notes.title }).click();
  await expectCallControls(person, language, `${who}, notes`);
  await expectVideoBeside(person.page, `${who}, notes`);
  await panel.getByRole('tab', { name: C.chat.title }).click();
  // Send is enabled once there is something to send.
  await panel.getByRole('textbox', { name: C.chat.message }).fill('2:255');
  await expectReachable(
    person.page,
    panel.getByRole('button', { name: C.chat.send }),
    `Send (${who}, chat)`,
  );
  await expectCallControls(person, language, `${who}, chat`);
  await expectVideoBeside(person.page, `${who}, chat`);
  await expectReachable(
    person.page,
    person.page.getByRole('button', { name: TEXTS[language].meeting.classroom.closeMushaf }),
    `Close the mushaf (${who})`,
  );
}

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`a lesson on a 360 px phone keeps every control on screen and uncovered (${language})`, async ({
    browser,
  }) => {
    // Two phones in one call, three tabs on each side, each control checked on each.
    test.setTimeout(300_000);
    const T = TEXTS[language].meeting;
    const C = CLASSROOM[language];
    const stamp = Date.now().toString(36);
    const teacher = await createAccount('teacher', `Phone Lesson Sheikh ${language} ${stamp}`);
    const student = await createAccount('student', `Phone Lesson Student ${language} ${stamp}`);
    const options = {
      locale: language === 'en' ? 'en-US' : 'ar',
      viewport: SMALL_PHONE,
      prepare: (context: Parameters<typeof startInLanguage>[0]) =>
        startInLanguage(context, language),
    };
    const sheikh = await openAs(browser, teacher.email, { ...options, password: teacher.password });
    const learner = await openAs(browser, student.email, {
      ...options,
      password: student.password,
    });

    await teacherRow(learner.page, teacher.user.name)
      .getByRole('button', { name: fill(T.teachers.callTeacher, { name: teacher.user.name }) })
      .click();
    await sheikh.page
      .getByTestId('receiver-overlay')
      .getByRole('button', { name: T.call.accept })
      .click();
    for (const person of [sheikh, learner]) {
      await expect(person.page.getByTestId('meeting-view')).toHaveAttribute('data-status', 'live', {
        timeout: 20_000,
      });
      await expectCallControls(person, language, 'the video alone');
      await person.page.getByRole('button', { name: T.classroom.openMushaf }).click();
      // The mushaf, its texts and its font are a chunk of their own, fetched on first opening.
      await expect(person.page.getByTestId('mushaf-page')).toBeVisible({ timeout: 45_000 });
    }

    // The picture-in-picture holds the video only: the controls are in the lesson's own bar.
    for (const person of [sheikh, learner]) {
      const pip = person.page.getByTestId('video-slot');
      await expect(pip.getByRole('button', { name: T.video.hangUp })).toHaveCount(0);
    }
    await walkTheTabs(learner, language, 'student');
    await walkTheTabs(sheikh, language, 'Sheikh');

    // A page number typed and Enter: the page opens on the shared screen, both sides.
    const view = learner.page.getByTestId('mushaf-panel');
    await view.getByRole('tab', { name: C.mushaf.title }).click();
    const pageField = view.getByRole('spinbutton', { name: C.mushaf.pageNumber });
    await pageField.fill('42');
    await pageField.press('Enter');
    await expect(view).toHaveAttribute('data-page', '42');
    await expect(view.getByTestId('mushaf-page')).toHaveAttribute('data-page', '42');
    await expect(sheikh.page.getByTestId('mushaf-panel')).toHaveAttribute('data-page', '42');
    await expectCallControls(learner, language, 'student, page 42');
    await expectAccessible(
      learner.page,
      `the phone lesson's mushaf (${language})`,
      '[data-testid="meeting-view"]',
    );

    // The Sheikh taps a word: the kinds of mistake are within reach, the video beside them.
    const sheikhPanel = sheikh.page.getByTestId('mushaf-panel');
    await sheikhPanel.getByRole('tab', { name: C.mushaf.title }).click();
    await sheikhPanel.locator('[data-word="2:255:9"]').click();
    const bar = sheikh.page.getByRole('region', { name: C.marks.title });
    for (const kind of ['tajweed', 'memorisation', 'harakat'] as const) {
      await expectReachable(
        sheikh.page,
        bar.getByRole('button', { name: COMMON[language].marks.kinds[kind] }),
        `${kind} (Sheikh, mark bar)`,
      );
    }
    await expectVideoBeside(sheikh.page, 'Sheikh, mark bar');
    await bar.getByRole('button', { name: C.marks.done }).click();
    await expect(bar).toBeHidden();

    // The Sheikh's notes reach the student in the lesson's flow, over no control, and close.
    const board = sheikh.page.getByTestId('mushaf-panel');
    await board.getByRole('tab', { name: C.notes.title }).click();
    await board.getByLabel(C.notes.summary).fill(`Steady reading ${stamp}`);
    await board.getByLabel(C.notes.homework).fill('2:255-257');
    const save = board.getByRole('button', { name: C.notes.save });
    await expectReachable(sheikh.page, save, 'Save the notes (Sheikh)');
    await save.click();
    // The lesson's own banner: the notice kept for after the lesson waits beneath the meeting.
    const notice = learner.page.getByTestId('meeting-view').getByTestId('session-notes-notice');
    await expect(notice).toContainText(`Steady reading ${stamp}`);
    await walkTheTabs(learner, language, 'student, notes notice shown');
    await notice.getByRole('button', { name: T.classroom.closeNotes }).click();
    await expect(notice).toBeHidden();

    await learner.page.getByRole('button', { name: T.video.hangUp }).click();
    await expect(sheikh.page.getByTestId('meeting-view')).toBeHidden({ timeout: 10_000 });
    await Promise.all([sheikh.context.close(), learner.context.close()]);
  });
}
