import { expect, test, type Browser } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { expectMediaFlowing, openAs, recordPeerConnections, teacherRow } from '../support/call';
import { expectAccessible } from '../support/axe';
import { startInLanguage, type Language } from '../support/language';
import { signIn } from '../support/session';
import { fill, TEXTS } from '../support/texts';
import { guardianWithChild, PASSWORD } from './family-accounts';

/** A signed-in browser of its own in the language, recording its peer connections. */
async function signedIn(browser: Browser, language: Language, contact: string, path: string) {
  const context = await browser.newContext();
  await startInLanguage(context, language);
  await context.addInitScript(recordPeerConnections);
  await signIn(context, contact, PASSWORD);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

for (const language of ['en', 'ar'] as const) {
  const T = TEXTS[language];
  const F = T.family;

  test(`a guardian watches the child's running lesson in silence; the Sheikh and the child see "Guardian watching" (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const stamp = Date.now().toString(36);
    const { guardianEmail, username, childName } = await guardianWithChild(stamp);
    const account = await createAccount('teacher', `Watched Sheikh ${stamp}`);
    const sheikh = await openAs(browser, account.email, {
      password: account.password,
      prepare: (context) => startInLanguage(context, language),
    });
    const child = await signedIn(browser, language, username, '/main');

    // The child calls, the Sheikh accepts: the lesson runs.
    const call = fill(T.meeting.teachers.callTeacher, { name: account.user.name });
    await teacherRow(child.page, account.user.name).getByRole('button', { name: call }).click();
    await sheikh.page
      .getByTestId('receiver-overlay')
      .getByRole('button', { name: T.meeting.call.accept })
      .click();
    for (const side of [sheikh, child]) {
      await expect(side.page.getByTestId('meeting-view')).toHaveAttribute('data-status', 'live', {
        timeout: 20_000,
      });
      await expect(side.page.getByTestId('guardian-watching')).toHaveCount(0);
    }

    // The guardian sees the lesson on the family page and watches it.
    const guardian = await signedIn(browser, language, guardianEmail, '/family');
    const card = guardian.page.getByTestId('family-child').filter({ hasText: childName });
    await expect(card.getByTestId('child-in-lesson')).toBeVisible({ timeout: 15_000 });
    await card.getByRole('button', { name: F.watch.open }).click();
    const watching = guardian.page.getByTestId('watch-view');
    await expect(watching).toHaveAttribute('data-phase', 'watching');
    await expect(watching.getByText(F.watch.silent)).toBeVisible();
    await expect(
      watching.getByRole('heading', {
        name: fill(F.watch.title, { child: childName, teacher: account.user.name }),
      }),
    ).toBeVisible();

    // Both sides see it; the guardian receives both videos and sends nothing.
    for (const side of [sheikh, child]) {
      await expect(side.page.getByTestId('guardian-watching')).toHaveText(
        T.meeting.meeting.guardianWatching,
      );
    }
    await expectMediaFlowing(guardian.page);
    await expect(watching.getByTestId('watched-video')).toHaveCount(2);
    const sending = await guardian.page.evaluate(async () => {
      const made = (window as unknown as { __peerConnections: RTCPeerConnection[] })
        .__peerConnections;
      let bytes = 0;
      for (const pc of made) {
        (await pc.getStats()).forEach((report: { type: string; bytesSent?: number }) => {
          if (report.type === 'outbound-rtp') bytes += report.bytesSent ?? 0;
        });
      }
      return { links: made.length, bytes };
    });
    expect(sending).toEqual({ links: 2, bytes: 0 });
    await expectAccessible(guardian.page, 'watching a lesson');

    // A reload goes on watching (the address keeps the lesson), with fresh video.
    await guardian.page.reload();
    await expect(watching).toHaveAttribute('data-phase', 'watching');
    await expect
      .poll(() =>
        watching
          .getByTestId('watched-video')
          .evaluateAll(
            (videos) =>
              videos.filter((video) => (video as HTMLVideoElement).readyState >= 2).length,
          ),
      )
      .toBe(2);
    await expect(sheikh.page.getByTestId('guardian-watching')).toBeVisible();

    // Stopping is seen on both sides at once.
    await watching.getByRole('button', { name: F.watch.stop }).click();
    await expect(watching).toHaveCount(0);
    for (const side of [sheikh, child]) {
      await expect(side.page.getByTestId('guardian-watching')).toHaveCount(0);
    }

    // Watching again, then the Sheikh ends the lesson: the guardian is told, and stops.
    await card.getByRole('button', { name: F.watch.open }).click();
    await expect(sheikh.page.getByTestId('guardian-watching')).toBeVisible();
    await sheikh.page.getByRole('button', { name: T.meeting.video.hangUp }).click();
    await expect(watching).toHaveAttribute('data-phase', 'ended');
    await expect(watching.getByText(F.watch.ended)).toBeVisible();

    await Promise.all([sheikh, child, guardian].map((side) => side.context.close()));
  });
}
