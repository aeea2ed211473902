import {
  brokenSuite,
  emptyProblem,
  exitProblem,
  suiteResult,
  type SuiteResult,
} from './suite-result';

/** The budget report `npm run bench -- --json=FILE` writes. */
export interface BudgetsReport {
  checks: { metric: string; status: 'pass' | 'warn' | 'fail' | 'waived' }[];
}

/**
 * One test per budget: within 10% of its limit it passes, beyond it fails; a waived budget
 * (awaiting a product decision) counts as skipped and says so.
 */
export function budgetsResult(code: number, report: BudgetsReport | null): SuiteResult {
  if (!report) return brokenSuite('budgets', `npm run bench exited ${code} without a report`);
  const count = (...statuses: string[]) =>
    report.checks.filter((check) => statuses.includes(check.status)).length;
  const failed = count('fail');
  const waived = count('waived');
  return suiteResult(
    'budgets',
    { passed: count('pass', 'warn'), failed, skipped: waived },
    {
      problems: [
        ...exitProblem('npm run bench', code, failed),
        ...emptyProblem(report.checks.length),
      ],
      ...(waived > 0 ? { note: `${waived} waived, awaiting a decision: see the table above` } : {}),
    },
  );
}

/** A one-check step (format, lint, a type-check): passes when its command exits 0. */
export function checkResult(name: string, code: number): SuiteResult {
  return suiteResult(name, { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 });
}
