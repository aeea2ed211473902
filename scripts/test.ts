// `npm test`: every check and every test, summed into one closing line `N passed, N failed`.
// `npm test -- --only=jest,api` runs a subset (format, lint, types, jest, api, e2e, budgets).
import { ensureChromium } from './lib/browser';
import { buildStaleApi, buildStaleFrontEnds } from './lib/build-apps';
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
  types: async () => {
    const projects = ['tsconfig.web.json', 'tsconfig.node.json', 'api/tsconfig.json'];
    const results = [];
    for (const project of projects)
      results.push(await checkSuite(`types ${project}`, 'npx', ['tsc', '-p', project]));
    return {
      name: 'types',
      passed: results.reduce((sum, result) => sum + result.passed, 0),
      failed: results.reduce((sum, result) => sum + result.failed, 0),
      skipped: 0,
    };
  },
  jest: jestSuite,
  api: apiSuite,
  e2e: async () => {
    const problem = await ensureChromium();
    if (problem) return { name: 'e2e', passed: 0, failed: 1, skipped: 0, note: problem };
    await buildStaleApi();
    await buildStaleFrontEnds();
    return e2eSuite();
  },
  // Last, on a quiet machine: Lighthouse measures the CPU it gets.
  budgets: async () => {
    const problem = await ensureChromium();
    if (problem) return { name: 'budgets', passed: 0, failed: 1, skipped: 0, note: problem };
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
    results.push({ name, passed: 0, failed: 1, skipped: 0, note: String(error) });
  }
}

console.log('\n=== summary ===');
for (const result of results) {
  const note = result.note ? `  (${result.note})` : '';
  console.log(
    `${result.name.padEnd(8)} ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped${note}`,
  );
}
const total = (key: 'passed' | 'failed' | 'skipped') =>
  results.reduce((sum, result) => sum + result[key], 0);
console.log(`${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
process.exit(total('failed') > 0 ? 1 : 0);
