import { cpus, release } from 'node:os';

/** How far past its limit a budget may be and still only warn (fail beyond 10%). */
export const TOLERANCE = 0.1;

/** `waived`: broken, but the budget itself awaits a decision (its check carries the reason). */
export type BudgetStatus = 'pass' | 'warn' | 'fail' | 'waived';

export interface BudgetCheck {
  metric: string;
  /** `max`: the measure must stay at or under the limit; `min`: at or over it. */
  kind: 'max' | 'min';
  limit: number;
  measured: number;
  /** How a value is written in the table (`KB gz`, `s`, a score has none). */
  format: (value: number) => string;
  /**
   * Why this budget cannot be met as the product stands (another requirement sets a floor above
   * it): it is still measured and shown, but does not fail until that is decided.
   */
  waiver?: string;
  /**
   * A timing, which the machine's other work can lengthen but never shorten: when it breaks its
   * budget it is measured a second time and the better of the two counts (see second-look.ts).
   */
  timing?: boolean;
  /** The first measurement, when a second one was taken. */
  firstMeasured?: number;
}

/** pass within the limit, warn up to 10% past it, fail beyond (waived when it has a waiver). */
export function statusOf({ kind, limit, measured, waiver }: BudgetCheck): BudgetStatus {
  const status = measuredStatus(kind, limit, measured);
  return status === 'fail' && waiver ? 'waived' : status;
}

function measuredStatus(kind: BudgetCheck['kind'], limit: number, measured: number): BudgetStatus {
  if (kind === 'max') {
    if (measured <= limit) return 'pass';
    return measured <= limit * (1 + TOLERANCE) ? 'warn' : 'fail';
  }
  if (measured >= limit) return 'pass';
  return measured >= limit * (1 - TOLERANCE) ? 'warn' : 'fail';
}

export interface Machine {
  date: string;
  cpu: string;
  cores: number;
  node: string;
  os: string;
}

export function thisMachine(now = new Date()): Machine {
  const processors = cpus();
  return {
    date: now.toISOString().replace(/\.\d+Z$/, 'Z'),
    cpu: processors[0]?.model.trim() ?? 'unknown CPU',
    cores: processors.length,
    node: process.version,
    os: `${process.platform} ${release()}`,
  };
}

/** The budgets as a Markdown table (readable in a terminal, pasted as is into the README). */
export function budgetTable(checks: readonly BudgetCheck[], machine: Machine): string {
  const rows = checks.map((check) => {
    const bound = `${check.kind === 'max' ? '<=' : '>='} ${check.format(check.limit)}`;
    const first =
      check.firstMeasured === undefined ? '' : ` (first ${check.format(check.firstMeasured)})`;
    return `| ${check.metric} | ${bound} | ${check.format(check.measured)}${first} | ${statusOf(check)} |`;
  });
  return [
    `Measured ${machine.date} on ${machine.cpu} (${machine.cores} cores), Node ${machine.node}, ${machine.os}.`,
    '',
    '| metric | budget | measured | status |',
    '|---|---|---|---|',
    ...rows,
    ...waiverNotes(checks),
  ].join('\n');
}

function waiverNotes(checks: readonly BudgetCheck[]): string[] {
  const waived = checks.filter((check) => statusOf(check) === 'waived');
  return waived.length === 0
    ? []
    : ['', ...waived.map((check) => `Waived, ${check.metric}: ${check.waiver ?? ''}`)];
}

export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB gz`;
export const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const seconds = (milliseconds: number): string => `${(milliseconds / 1000).toFixed(2)} s`;
export const plain = (value: number): string => String(Math.round(value * 1000) / 1000);
