import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { e2eApiLogFile } from '../../scripts/lib/e2e-api-log';

const LOG_FILE = e2eApiLogFile(Number(process.env.BASE_PORT ?? 4100));

interface LoggedMail {
  kind: string;
  to: string;
  link: string | null;
}

function mailsInLog(): LoggedMail[] {
  let text: string;
  try {
    text = readFileSync(LOG_FILE, 'utf8');
  } catch {
    return [];
  }
  return text.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      const { mail } = JSON.parse(line) as { mail?: LoggedMail };
      return mail ? [mail] : [];
    } catch {
      return [];
    }
  });
}

/**
 * The link of the latest mail of that kind to that address, as the API logged it (the browser
 * tests' platform runs without SMTP_URL, so the API writes each mail's link to its log).
 */
export async function loggedMailLink(kind: string, to: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(() => {
      link = mailsInLog().findLast((mail) => mail.kind === kind && mail.to === to)?.link ?? null;
      return link;
    })
    .not.toBeNull();
  return link!;
}
