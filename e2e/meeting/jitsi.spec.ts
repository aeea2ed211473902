import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/demo';
import { openAs, teacherRow } from '../support/call';
import { JITSI_DOMAIN, useJitsiStandIn } from './jitsi-stand-in';

const teacher = DEMO.teachers[1]!;
const student = DEMO.students[1]!;

interface JitsiRecord {
  domain: string;
  options: {
    roomName: string;
    jwt?: string;
    userInfo: { displayName: string };
    configOverwrite: Record<string, unknown>;
    interfaceConfigOverwrite: Record<string, unknown>;
  };
  commands: unknown[][];
  disposed: boolean;
}

const jitsiRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { __jitsi: JitsiRecord }).__jitsi);

test('Jitsi provider: domain, room, JWT and settings reach the external API; its hang-up ends the meeting', async ({
  browser,
}) => {
  const sheikh = await openAs(browser, teacher.email);
  const learner = await openAs(browser, student.email);
  await Promise.all([useJitsiStandIn(sheikh.context), useJitsiStandIn(learner.context)]);
  // Reload so the video configuration is read through the stand-in route.
  await Promise.all([sheikh.page.reload(), learner.page.reload()]);

  const token = sheikh.page.waitForResponse((response) =>
    response.url().endsWith('/meetings/token'),
  );
  await teacherRow(learner.page, teacher.name)
    .getByRole('button', { name: `Call ${teacher.name}` })
    .click();
  await sheikh.page.getByTestId('receiver-overlay').getByRole('button', { name: 'Accept' }).click();
  await expect(sheikh.page.getByTestId('jitsi-room')).toBeVisible({ timeout: 20_000 });
  await expect(learner.page.getByTestId('jitsi-room')).toBeVisible({ timeout: 20_000 });
  const { token: jwt } = (await (await token).json()) as { token: string };

  await expect
    .poll(async () => (await jitsiRecord(sheikh.page))?.commands)
    .toContainEqual(['setTileView', true]);
  const record = await jitsiRecord(sheikh.page);
  expect(record.domain).toBe(JITSI_DOMAIN);
  expect(record.options.roomName).toMatch(/^room-/);
  expect(record.options.jwt).toBe(jwt);
  expect(record.options.userInfo.displayName).toBe(teacher.name);
  expect(record.options.configOverwrite).toMatchObject({
    resolution: 720,
    constraints: { video: { height: { ideal: 720, max: 720 }, width: { ideal: 1280, max: 1280 } } },
    prejoinPageEnabled: false,
    prejoinConfig: { enabled: false },
    hideLobbyButton: true,
  });
  expect(record.options.interfaceConfigOverwrite).toMatchObject({ TOOLBAR_TIMEOUT: 4000 });
  expect((await jitsiRecord(learner.page)).options.roomName).toBe(record.options.roomName);

  // The conference's own hang-up (readyToClose) ends the meeting for both.
  await sheikh.page.evaluate(() =>
    (window as unknown as { __jitsi: { api: { emit(event: string): void } } }).__jitsi.api.emit(
      'readyToClose',
    ),
  );
  await expect(sheikh.page.getByTestId('meeting-view')).toBeHidden();
  expect((await jitsiRecord(sheikh.page)).disposed).toBe(true);
  await expect(learner.page.getByRole('status')).toHaveText(
    'Meeting ended - A participant left the call',
  );
  await Promise.all([sheikh.context.close(), learner.context.close()]);
});
