import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../../src/db/connection';

interface Journal {
  entries: Array<{ tag: string }>;
}

/** A copy of the migrations folder as it was up to (and with) `lastTag`: the journal cut there. */
export function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'quran-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  assert.ok(last >= 0, lastTag);
  writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return dir;
}
