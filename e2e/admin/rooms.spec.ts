import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/demo';
import { signIn } from '../support/session';
import { startInLanguage } from '../support/language';
import { openDemoSession, type DemoSession } from './support/demo-session';
import { countRooms } from './support/rooms-api';
import {
  closePairs,
  endMeeting,
  meet,
  openPairs,
  seedRatedMeetings,
  type Pair,
} from './support/seed-rooms';

const SEEDED_ROOMS = 60;
let pairs: Pair[] = [];
let admin: DemoSession;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  pairs = await openPairs();
  admin = await openDemoSession(DEMO.admin.email, DEMO.password);
  await seedRatedMeetings(pairs, SEEDED_ROOMS);
});

test.afterAll(async () => {
  await closePairs(pairs);
  await admin?.close();
});

test.beforeEach(async ({ context }) => {
  await startInLanguage(context, 'en');
  await signIn(context, DEMO.admin.email, DEMO.password);
});

const roomRows = (page: Page) => page.locator('.MuiDataGrid-row[data-id]');

async function scrollToEnd(page: Page, endNote: string) {
  const end = page.getByText(endNote);
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(end).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test('infinite scroll loads page 2 and 3 of the seeded rooms and ends with the end note', async ({
  page,
}) => {
  const total = await countRooms(admin, 'all');
  expect(total).toBeGreaterThanOrEqual(SEEDED_ROOMS);
  const pageRequests: string[] = [];
  // Later pages answer slowly enough to see the loading note.
  await page.route('**/meetings/admin/rooms?**', async (route) => {
    const url = new URL(route.request().url());
    pageRequests.push(url.search);
    if (url.searchParams.has('cursor')) await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });

  await page.goto('/rooms');
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting rooms' })).toBeVisible();
  await expect(roomRows(page)).toHaveCount(20);
  await expect(page.getByText('Loading more rooms...')).toBeVisible();
  await scrollToEnd(page, 'No more rooms to load');

  await expect(roomRows(page)).toHaveCount(total);
  const withCursor = pageRequests.filter((search) => search.includes('cursor='));
  expect(withCursor.length).toBe(Math.ceil(total / 20) - 1);
  expect(withCursor.length).toBeGreaterThanOrEqual(2);
  for (const search of pageRequests) expect(search).toContain('limit=20&status=all');
  // The figures are the server's, over the whole filter, not the rows loaded.
  await expect(page.getByRole('group', { name: 'Rooms', exact: true })).toContainText(
    String(total),
  );
  await expect(page.getByRole('group', { name: 'Completed' })).toContainText(
    String(await countRooms(admin, 'ended')),
  );
});

test('a failed page shows the error with Retry, and Retry loads it', async ({ page }) => {
  let fail = true;
  await page.route('**/meetings/admin/rooms?**', async (route) => {
    const later = new URL(route.request().url()).searchParams.has('cursor');
    if (later && fail) await route.fulfill({ status: 500, json: { message: 'down' } });
    else await route.continue();
  });
  await page.goto('/rooms');
  await expect(roomRows(page)).toHaveCount(20);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByText('Error loading rooms')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Error loading rooms')).toBeHidden();
  await expect.poll(() => roomRows(page).count()).toBeGreaterThan(20);
});

test('the filters show active, scheduled and ended rooms', async ({ page }) => {
  const [first, second] = pairs;
  if (!first || !second) throw new Error('two demo pairs are needed');
  const active = await meet(first, 'active');
  const scheduled = await meet(second, 'scheduled');
  try {
    await page.goto('/rooms');
    await expect(roomRows(page).first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Active rooms' })).toContainText('1');

    const filters = page.getByRole('group', { name: 'Filter rooms by status' });
    for (const [filter, meeting, others] of [
      ['Active', active, scheduled],
      ['Scheduled', scheduled, active],
    ] as const) {
      await filters.getByRole('button', { name: filter }).click();
      await expect(filters.getByRole('button', { name: filter })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.locator(`.MuiDataGrid-row[data-id="${meeting.meetingId}"]`)).toContainText(
        filter,
      );
      await expect(page.locator(`.MuiDataGrid-row[data-id="${others.meetingId}"]`)).toHaveCount(0);
      await expect(roomRows(page).filter({ hasNotText: filter })).toHaveCount(0);
    }
    await filters.getByRole('button', { name: 'Ended' }).click();
    await expect(roomRows(page).first()).toContainText('Ended');
    await expect(roomRows(page).filter({ hasNotText: 'Ended' })).toHaveCount(0);
    await filters.getByRole('button', { name: 'All' }).click();
    await expect(page.locator(`.MuiDataGrid-row[data-id="${active.meetingId}"]`)).toBeVisible();
  } finally {
    await endMeeting(first.teacher, active.roomName);
    await endMeeting(second.teacher, scheduled.roomName);
  }
});

test('the details modal shows the real rating and comment of a meeting', async ({ page }) => {
  const pair = pairs[2] ?? pairs[0]!;
  const comment = `Beautiful recitation, mind the madd ${Date.now()}`;
  const rated = await meet(pair, 'ended', { rating: 4, comment });
  await page.goto('/rooms');
  const row = page.locator(`.MuiDataGrid-row[data-id="${rated.meetingId}"]`);
  await expect(row).toContainText('Meeting Room');
  await expect(row).toContainText(pair.teacher.user.name);
  await expect(row.getByRole('img', { name: '4.0 out of 5 stars' })).toBeVisible();
  await row.getByRole('button', { name: /^View details of/ }).click();

  const dialog = page.getByRole('dialog', { name: /Room details/ });
  await expect(dialog).toContainText('One-to-one');
  await expect(dialog).toContainText('Ended');
  await expect(dialog).toContainText(pair.teacher.user.name);
  await expect(dialog).toContainText('Joined');
  await expect(dialog).toContainText('1 of 1');
  const ratings = dialog.getByRole('list', { name: 'Student ratings' });
  await expect(ratings).toContainText(pair.student.user.name);
  await expect(ratings).toContainText(comment);
  await expect(ratings.getByRole('img', { name: '4.0 out of 5 stars' })).toBeVisible();
  await expect(dialog).toContainText(rated.meetingId);
  await expect(dialog).toContainText(rated.roomName);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('Export CSV downloads every room of the filter, with a BOM for Excel', async ({ page }) => {
  const ended = await countRooms(admin, 'ended');
  await page.goto('/rooms');
  await page
    .getByRole('group', { name: 'Filter rooms by status' })
    .getByRole('button', { name: 'Ended' })
    .click();
  await expect(page.getByRole('group', { name: 'Completed sessions' })).toContainText(
    String(ended),
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rooms-ended-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const bytes = await readFile(path);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toMatch(/^room,subject,status,teacher,students,/);
  // Every ended room, not only the 20 on screen.
  expect(lines.length - 1).toBe(ended);
  expect(ended).toBeGreaterThan(20);
  expect(lines.slice(1).every((line) => line.split(',')[2] === 'ended')).toBe(true);
});
