import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where the browser tests' platform (scripts/serve.ts) also writes the API's log, by port base
 * so that two runs on one machine never share one. Without SMTP_URL the API logs each mail's
 * link: the tests follow links from here as a person would from their inbox.
 */
export function e2eApiLogFile(basePort: number): string {
  return path.join(tmpdir(), `quran-live-e2e-api-${basePort}.log`);
}
