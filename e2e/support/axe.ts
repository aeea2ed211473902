import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe on what the page shows now and fails on any serious or critical violation, naming
 * the screen, the rule and the elements so the report says what to fix.
 */
export async function expectAccessible(page: Page, screen: string, within?: string) {
  const builder = new AxeBuilder({ page });
  // A dialog over a page already checked: only the dialog is new (and axe is slow).
  if (within) builder.include(within);
  const results = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // The app has no iframes; the default mode opens a blank page per scan to merge frame
    // results, which costs seconds on a busy machine.
    .setLegacyMode(true)
    .analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')} ${node.failureSummary ?? ''}`)
          .join('\n'),
    );
  expect.soft(blocking, `${screen}\n${blocking.join('\n')}`).toEqual([]);
}
