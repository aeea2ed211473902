// `npm test`: every check and every test, summed into one closing line `N passed, N failed`.
// `npm test -- --only=jest,api` runs a subset (format, lint, types, jest, api, e2e, budgets).
import { ensureChromium, ensureFaketime } from './lib/browser';
import { buildStaleApi, buildStaleFrontEnds } from './lib/build-apps';
import { ensureDeployTools } from './lib/deploy-tools';
import { brokenSuite } from './lib/test-count/suite-result';
import { runPassed, summaryLines } from './lib/test-count/summary';
import {
  apiSuite,
  budgetsSuite,
  checkSuite,
  e2eSuite,
  jestSuite,
  type SuiteResult,
} from './lib/test-suites';

const SUITES: Record<string, () => Promise<SuiteResult>> = {
  format: () => checkSuite('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']),
  lint: () => checkSuite('lint', 'npx', ['eslint', '--max-warnings', '0', '.']),
  // The README's `npm run typecheck`: every TypeScript project (web, node tooling, API).
  types: () => checkSuite('types', 'npm', ['run', '--silent', 'typecheck']),
  jest: jestSuite,
  api: async () => {
    // Without them the deployment checks report as skipped, and say why.
    for (const problem of await ensureDeployTools()) console.log(problem);
    return apiSuite();
  },
  e2e: async () => {
    const problem = await ensureChromium();
    if (problem) return brokenSuite('e2e', problem);
    // Without it one journey reports as skipped, and says why.
    const noFaketime = await ensureFaketime();
    if (noFaketime) console.log(noFaketime);
    await buildStaleApi();
    await buildStaleFrontEnds();
    return e2eSuite();
  },
  // Last, on a quiet machine: Lighthouse measures the CPU it gets.
  budgets: async () => {
    const problem = await ensureChromium();
    if (problem) return brokenSuite('budgets', problem);
    return budgetsSuite();
  },
};

const onlyArgument = process.argv.find((argument) => argument.startsWith('--only='));
const selected = onlyArgument
  ? onlyArgument.slice('--only='.length).split(',')
  : Object.keys(SUITES);
const unknown = selected.filter((name) => !(name in SUITES));
if (unknown.length > 0) {
  console.error(
    `Unknown suite(s): ${unknown.join(', ')}. Known: ${Object.keys(SUITES).join(', ')}`,
  );
  process.exit(2);
}

const results: SuiteResult[] = [];
for (const name of selected) {
  console.log(`\n=== ${name} ===`);
  const suite = SUITES[name];
  if (!suite) continue;
  try {
    results.push(await suite());
  } catch (error) {
    results.push(brokenSuite(name, `crashed: ${String(error)}`));
  }
}

console.log('\n=== summary ===');
for (const line of summaryLines(results)) console.log(line);
process.exit(runPassed(results) ? 0 : 1);
