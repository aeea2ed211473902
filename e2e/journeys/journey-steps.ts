import { expect, type Page } from '@playwright/test';
import { expectMediaFlowing, teacherRow, type Person } from '../support/call';
import type { Language } from '../support/language';
import { fill, TEXTS } from '../support/texts';

/** Logs in through the landing page's dialog, as a person would. */
export async function logInFromLanding(
  page: Page,
  email: string,
  password: string,
  language: Language = 'en',
): Promise<void> {
  const T = TEXTS[language].shell;
  await page.goto('/');
  await page.getByRole('button', { name: T.landing.login, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: T.auth.dialogTitle });
  await dialog.getByLabel(T.auth.fields.email).fill(email);
  await dialog.getByLabel(T.auth.fields.password).fill(password);
  await dialog.getByRole('button', { name: T.auth.submitLogin }).click();
  await expect(page).toHaveURL(/\/main$/);
}

export interface CallSides {
  teacher: { person: Person; name: string; language: Language };
  student: { person: Person; language: Language };
}

/**
 * The heart of the product: the student calls the online teacher from /main, the teacher
 * accepts, both see and hear each other (decoded frames, audio bytes growing), the teacher
 * ends, and the student rates the session.
 */
export async function callMeetAndRate(
  { teacher, student }: CallSides,
  review: { stars: number; comment: string },
): Promise<void> {
  const forStudent = TEXTS[student.language].meeting;
  const forTeacher = TEXTS[teacher.language].meeting;
  const learner = student.person.page;
  const sheikh = teacher.person.page;

  const row = teacherRow(learner, teacher.name);
  await expect(row.getByText(forStudent.teachers.status.online, { exact: true })).toBeVisible();
  await row
    .getByRole('button', { name: fill(forStudent.teachers.callTeacher, { name: teacher.name }) })
    .click();
  await expect(learner.getByTestId('caller-overlay')).toHaveAttribute('data-status', 'calling');

  const ringing = sheikh.getByTestId('receiver-overlay');
  await expect(ringing).toBeVisible();
  await ringing.getByRole('button', { name: forTeacher.call.accept }).click();
  for (const page of [sheikh, learner]) {
    await expect(page.getByTestId('meeting-view')).toHaveAttribute('data-status', 'live', {
      timeout: 20_000,
    });
  }
  await Promise.all([expectMediaFlowing(sheikh), expectMediaFlowing(learner)]);

  await sheikh.getByRole('button', { name: forTeacher.video.hangUp }).click();
  await expect(sheikh.getByTestId('meeting-view')).toBeHidden({ timeout: 10_000 });

  const rating = learner.getByRole('dialog', { name: forStudent.rating.title });
  await expect(rating).toBeVisible({ timeout: 10_000 });
  await rating
    .locator('label')
    .nth(review.stars - 1)
    .click();
  await rating.getByLabel(forStudent.rating.comment).fill(review.comment);
  await rating.getByRole('button', { name: forStudent.rating.submit }).click();
  await expect(rating).toBeHidden();
}
