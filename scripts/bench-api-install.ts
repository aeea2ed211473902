// `npm run bench:api-install`: how big the API image's production install is (what
// deploy/docker/api.Dockerfile's `npm ci --omit=dev --workspace @app/api` puts in node_modules),
// installed from the lock file into a temporary folder, with its largest packages.
// `npm run bench` checks the same figure against its budget. Exits 1 when it breaks it by more
// than 10%.
import { apiInstallCheck, measureApiInstall } from './lib/api-install-size';
import { megabytes, seconds, statusOf } from './lib/budgets';

const { bytes, largest, durationMs } = await measureApiInstall();
const check = apiInstallCheck(bytes);

console.log(
  `\nAPI production install: ${megabytes(bytes)} (installed in ${seconds(durationMs)})\n`,
);
for (const entry of largest) console.log(`${megabytes(entry.bytes).padStart(10)}  ${entry.name}`);
console.log(`\nBudget ${megabytes(check.limit)}: ${statusOf(check)}`);
if (statusOf(check) === 'fail') process.exit(1);
