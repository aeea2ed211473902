import { expect, type Browser, type BrowserContext } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { openAs, teacherRow, type OpenOptions, type Person } from '../support/call';
import { startInLanguage, type Language } from '../support/language';
import { fill, TEXTS } from '../support/texts';

export interface Lesson {
  sheikh: Person;
  learner: Person;
  /** The two accounts' names (each lesson has accounts of its own). */
  names: { sheikh: string; student: string };
  /** Closes both sides' browsers. */
  close(): Promise<void>;
}

/**
 * A live lesson between a new Sheikh and a new student (accounts of their own, so no other
 * test's call keeps them busy), with the Sheikh's mushaf open; both sides in `language`.
 */
export async function startLesson(
  browser: Browser,
  label: string,
  student: OpenOptions = {},
  language: Language = 'en',
): Promise<Lesson> {
  const T = TEXTS[language].meeting;
  const stamp = Date.now().toString(36);
  const teacher = await createAccount('teacher', `${label} Sheikh ${stamp}`);
  const pupil = await createAccount('student', `${label} Student ${stamp}`);
  const inLanguage = (context: BrowserContext) => startInLanguage(context, language);
  const sheikh = await openAs(browser, teacher.email, {
    password: teacher.password,
    prepare: inLanguage,
  });
  const learner = await openAs(browser, pupil.email, {
    prepare: inLanguage,
    ...student,
    password: pupil.password,
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
  }
  await sheikh.page.getByRole('button', { name: T.classroom.openMushaf }).click();
  await expect(sheikh.page.getByTestId('mushaf-page')).toBeVisible({ timeout: 30_000 });
  return {
    sheikh,
    learner,
    names: { sheikh: teacher.user.name, student: pupil.user.name },
    close: () => Promise.all([sheikh.context.close(), learner.context.close()]).then(() => {}),
  };
}

/** The Sheikh turns to a page by its number; both screens show it. */
export async function turnTo({ sheikh, learner }: Lesson, page: number): Promise<void> {
  const field = sheikh.page.getByRole('spinbutton', { name: 'Page', exact: true });
  await field.fill(String(page));
  await field.press('Enter');
  for (const person of [sheikh, learner]) {
    await expect(person.page.getByTestId('mushaf-page')).toHaveAttribute('data-page', String(page));
  }
}
