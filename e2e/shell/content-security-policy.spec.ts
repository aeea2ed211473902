import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/demo';
import { signIn } from '../support/session';

/** Chromium reports each blocked load or script on the console; collect them all. */
function recordViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

const SCREENS = [
  { role: 'a visitor', who: null, paths: ['/'] },
  { role: 'a student', who: DEMO.students[2], paths: ['/main', '/profile'] },
  { role: 'a teacher', who: DEMO.teachers[2], paths: ['/main', '/profile'] },
  { role: 'an admin', who: DEMO.admin, paths: ['/users', '/rooms'] },
];

test('the app page sends a strict Content-Security-Policy', async ({ page }) => {
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  const script = policy.split('; ').find((directive) => directive.startsWith('script-src '));
  expect(script).toMatch(/'sha256-/);
  expect(script).not.toContain("'unsafe-inline'");
  expect(script).not.toContain("'unsafe-eval'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
});

for (const { role, who, paths } of SCREENS) {
  test(`every screen of ${role} works under the policy, with no violation`, async ({
    page,
    context,
  }) => {
    if (who !== null) {
      if (!who) throw new Error(`no demo account for ${role}`);
      await signIn(context, who.email, DEMO.password);
    }
    const violations = recordViolations(page);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    expect(violations).toEqual([]);
  });
}
