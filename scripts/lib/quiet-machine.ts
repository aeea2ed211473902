import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Busier than this (share of all cores in use by anything) and timings would measure the others. */
const BUSY_SHARE = 0.3;
const SAMPLE_MS = 2000;
const LONGEST_WAIT_MS = 180_000;

interface CpuSample {
  busy: number;
  total: number;
  perProcess: Map<number, { name: string; ticks: number }>;
}

function sampleCpu(): CpuSample {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1);
  const ticks = fields.map(Number);
  // idle and iowait are the 4th and 5th fields of the `cpu` line.
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total, perProcess: processTicks() };
}

function processTicks(): Map<number, { name: string; ticks: number }> {
  const processes = new Map<number, { name: string; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The name is in parentheses and may hold spaces; utime and stime follow it as fields 14, 15.
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      const rest = stat.slice(close + 2).split(' ');
      processes.set(pid, { name, ticks: Number(rest[11]) + Number(rest[12]) });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return processes;
}

function busiest(before: CpuSample, after: CpuSample): string {
  const elapsed = after.total - before.total;
  return [...after.perProcess]
    .map(([pid, { name, ticks }]) => ({
      pid,
      name,
      share: (ticks - (before.perProcess.get(pid)?.ticks ?? ticks)) / Math.max(1, elapsed),
    }))
    .filter(({ share }) => share > 0.02)
    .sort((a, b) => b.share - a.share)
    .slice(0, 5)
    .map(({ pid, name, share }) => `${name} (pid ${pid}) ${Math.round(share * 100)}%`)
    .join(', ');
}

/**
 * Waits until the machine is quiet before timings are taken: a timing taken while another
 * process holds the CPU measures that process, not the code. Waits at most three minutes, then
 * measures anyway; either way it says what was busy, so a slow figure can be told from a slow
 * machine. Does nothing where /proc cannot be read.
 */
export async function waitForQuietMachine(): Promise<void> {
  const deadline = Date.now() + LONGEST_WAIT_MS;
  let reported = false;
  for (;;) {
    let before: CpuSample;
    try {
      before = sampleCpu();
    } catch {
      return;
    }
    await sleep(SAMPLE_MS);
    const after = sampleCpu();
    const share = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    if (share <= BUSY_SHARE) {
      if (reported) console.log('The machine is quiet again: measuring.');
      return;
    }
    const message = `The machine is busy (${Math.round(share * 100)}% of its CPU: ${busiest(before, after) || 'short-lived processes'})`;
    if (Date.now() >= deadline) {
      console.log(`${message}; measuring anyway after three minutes.`);
      return;
    }
    if (!reported) console.log(`${message}; waiting for it to settle before timing...`);
    reported = true;
  }
}
