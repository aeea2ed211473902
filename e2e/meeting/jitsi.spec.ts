import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { jwtVerify, type JWTPayload } from 'jose';
import { loginThroughApi } from '../../scripts/lib/bench-browser';
import { ISOLATED_STORES, startPlatform, type RunningPlatform } from '../../scripts/lib/platform';
import { portsFromEnv } from '../../scripts/lib/ports';
import { recordPeerConnections, teacherRow } from '../support/call';
import { DEMO } from '../support/demo';
import { E2E_PORTS } from '../support/platform';
import { TEXTS } from '../support/texts';
import { guardianWithChild, PASSWORD } from '../family/family-accounts';
import { JITSI_DOMAIN, useJitsiStandIn } from './jitsi-stand-in';

// The platform of the other browser tests runs the built-in video; this one runs an API of its
// own in Jitsi mode (its own ports and database), so the page gets the real configuration and
// a real Jitsi token. Only the hosted Jitsi server's script is a stand-in.
const PORTS = portsFromEnv(E2E_PORTS.shell + 30);
const JITSI_APP = { id: 'quran-live-e2e', secret: 'e2e-jitsi-app-secret-0123456789abcdef' };

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

interface JitsiClaims extends JWTPayload {
  room: string;
  moderator: boolean;
  context: { user: { id: string; name: string; moderator: string } };
}

/** Checks a token as Jitsi's token authentication would, and returns its claims. */
async function verifiedByJitsi(token: string | undefined): Promise<JitsiClaims> {
  expect(token, 'the page hands Jitsi a token').toBeTruthy();
  const { payload } = await jwtVerify<JitsiClaims>(
    token!,
    new TextEncoder().encode(JITSI_APP.secret),
    { algorithms: ['HS256'], issuer: JITSI_APP.id, audience: 'jitsi', subject: JITSI_DOMAIN },
  );
  return payload;
}

let platform: RunningPlatform;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'quran-live-jitsi-'));
  platform = await startPlatform({
    ports: PORTS,
    dataDir,
    apiEnv: {
      ...ISOLATED_STORES,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      VIDEO_PROVIDER: 'jitsi',
      JITSI_DOMAIN,
      JITSI_APP_ID: JITSI_APP.id,
      JITSI_APP_SECRET: JITSI_APP.secret,
    },
  });
});

test.afterAll(async () => {
  await platform?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function openOnJitsiPlatform(
  browser: Browser,
  email: string,
  { password = DEMO.password, path = '/main' } = {},
) {
  const context = await browser.newContext({ locale: 'en-US' });
  await context.addInitScript(recordPeerConnections);
  await useJitsiStandIn(context);
  await loginThroughApi(context, platform.api.url, platform.shellUrl, email, password);
  const page = await context.newPage();
  await page.goto(`${platform.shellUrl}${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { context, page };
}

const jitsiRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { __jitsi: JitsiRecord }).__jitsi);

test('Jitsi provider: domain, room, JWT and settings reach the external API; its hang-up ends the meeting', async ({
  browser,
}) => {
  const sheikh = await openOnJitsiPlatform(browser, teacher.email);
  const learner = await openOnJitsiPlatform(browser, student.email);

  await teacherRow(learner.page, teacher.name)
    .getByRole('button', { name: `Call ${teacher.name}` })
    .click();
  await sheikh.page.getByTestId('receiver-overlay').getByRole('button', { name: 'Accept' }).click();
  await expect(sheikh.page.getByTestId('jitsi-room')).toBeVisible({ timeout: 20_000 });
  await expect(learner.page.getByTestId('jitsi-room')).toBeVisible({ timeout: 20_000 });

  await expect
    .poll(async () => (await jitsiRecord(sheikh.page))?.commands)
    .toContainEqual(['setTileView', true]);
  const record = await jitsiRecord(sheikh.page);
  expect(record.domain).toBe(JITSI_DOMAIN);
  expect(record.options.roomName).toMatch(/^room-/);
  expect(record.options.userInfo.displayName).toBe(teacher.name);
  expect(record.options.configOverwrite).toMatchObject({
    resolution: 720,
    constraints: { video: { height: { ideal: 720, max: 720 }, width: { ideal: 1280, max: 1280 } } },
    prejoinPageEnabled: false,
    prejoinConfig: { enabled: false },
    hideLobbyButton: true,
  });
  expect(record.options.interfaceConfigOverwrite).toMatchObject({ TOOLBAR_TIMEOUT: 4000 });
  const learnerRecord = await jitsiRecord(learner.page);
  expect(learnerRecord.domain).toBe(JITSI_DOMAIN);
  expect(learnerRecord.options.roomName).toBe(record.options.roomName);

  // The tokens are the API's own, in the form a Jitsi deployment with token auth accepts.
  const teacherClaims = await verifiedByJitsi(record.options.jwt);
  expect(teacherClaims.room).toBe(record.options.roomName);
  expect(teacherClaims.moderator).toBe(true);
  expect(teacherClaims.context.user).toMatchObject({ name: teacher.name, moderator: 'true' });
  const learnerClaims = await verifiedByJitsi(learnerRecord.options.jwt);
  expect(learnerClaims.room).toBe(record.options.roomName);
  expect(learnerClaims.moderator).toBe(false);
  expect(learnerClaims.context.user).toMatchObject({ name: student.name, moderator: 'false' });
  expect(learnerClaims.context.user.id).not.toBe(teacherClaims.context.user.id);

  // Recitation audio: Jitsi reads audio settings only on joining, so the student's page joins
  // the same room again with the processing off and Opus at 64 kbps; the lesson goes on.
  await learner.page.getByRole('button', { name: 'Recitation audio' }).click();
  await expect(learner.page.getByRole('button', { name: 'Recitation audio' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect
    .poll(async () => (await jitsiRecord(learner.page)).options.configOverwrite.disableAP)
    .toBe(true);
  const recitation = await jitsiRecord(learner.page);
  expect(recitation.options.roomName).toBe(record.options.roomName);
  expect(recitation.options.configOverwrite).toMatchObject({
    disableAP: true,
    enableOpusDtx: false,
    audioQuality: { opusMaxAverageBitrate: 64_000, enableOpusDtx: false },
    resolution: 720,
  });
  await expect(learner.page.getByTestId('recitation-hint')).toBeVisible();
  await expect(learner.page.getByTestId('meeting-view')).toBeVisible();
  await expect(sheikh.page.getByTestId('meeting-view')).toBeVisible();

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

test('Jitsi provider: a guardian watches in the same room, muted, without a moderator token', async ({
  browser,
}) => {
  const sheikhAccount = DEMO.teachers[2]!;
  const { guardianEmail, username, childName } = await guardianWithChild(Date.now().toString(36), {
    apiUrl: platform.api.url,
    shellUrl: platform.shellUrl,
  });
  const sheikh = await openOnJitsiPlatform(browser, sheikhAccount.email);
  const child = await openOnJitsiPlatform(browser, username, { password: PASSWORD });
  await teacherRow(child.page, sheikhAccount.name)
    .getByRole('button', { name: `Call ${sheikhAccount.name}` })
    .click();
  await sheikh.page.getByTestId('receiver-overlay').getByRole('button', { name: 'Accept' }).click();
  await expect(sheikh.page.getByTestId('jitsi-room')).toBeVisible({ timeout: 20_000 });
  const lessonRoom = (await jitsiRecord(sheikh.page)).options.roomName;

  const guardian = await openOnJitsiPlatform(browser, guardianEmail, {
    password: PASSWORD,
    path: '/family',
  });
  const F = TEXTS.en.family;
  const card = guardian.page.getByTestId('family-child').filter({ hasText: childName });
  await card.getByRole('button', { name: F.watch.open }).click();
  await expect(guardian.page.getByTestId('jitsi-watch-room')).toBeVisible();
  await expect
    .poll(async () => (await jitsiRecord(guardian.page))?.options.roomName)
    .toBe(lessonRoom);
  const watched = await jitsiRecord(guardian.page);
  expect(watched.options.configOverwrite).toMatchObject({
    startWithAudioMuted: true,
    startWithVideoMuted: true,
    toolbarButtons: ['hangup', 'tileview', 'fullscreen'],
  });
  const claims = await verifiedByJitsi(watched.options.jwt);
  expect(claims.room).toBe(lessonRoom);
  expect(claims.moderator).toBe(false);
  // The guardian opens no camera and no microphone of its own.
  expect(
    await guardian.page.evaluate(
      () => (window as unknown as { __peerConnections: unknown[] }).__peerConnections.length,
    ),
  ).toBe(0);
  for (const side of [sheikh, child]) {
    await expect(side.page.getByTestId('guardian-watching')).toHaveText(
      TEXTS.en.meeting.meeting.guardianWatching,
    );
  }

  // Leaving the conference stops the watching; the lesson goes on.
  await guardian.page.evaluate(() =>
    (window as unknown as { __jitsi: { api: { emit(event: string): void } } }).__jitsi.api.emit(
      'readyToClose',
    ),
  );
  await expect(guardian.page.getByTestId('watch-view')).toHaveCount(0);
  await expect(sheikh.page.getByTestId('guardian-watching')).toHaveCount(0);
  await expect(sheikh.page.getByTestId('meeting-view')).toBeVisible();
  await Promise.all([sheikh, child, guardian].map((side) => side.context.close()));
});
