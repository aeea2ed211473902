import { cpus, release } from 'node:os';

/** How far past its limit a budget may be and still only warn (issue 9: fail beyond 10%). */
export const TOLERANCE = 0.1;

export type BudgetStatus = 'pass' | 'warn' | 'fail';

export interface BudgetCheck {
  metric: string;
  /** `max`: the measure must stay at or under the limit; `min`: at or over it. */
  kind: 'max' | 'min';
  limit: number;
  measured: number;
  /** How a value is written in the table (`KB gz`, `s`, a score has none). */
  format: (value: number) => string;
}

/** pass within the limit, warn up to 10% past it, fail beyond. */
export function statusOf({ kind, limit, measured }: BudgetCheck): BudgetStatus {
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
    return `| ${check.metric} | ${bound} | ${check.format(check.measured)} | ${statusOf(check)} |`;
  });
  return [
    `Measured ${machine.date} on ${machine.cpu} (${machine.cores} cores), Node ${machine.node}, ${machine.os}.`,
    '',
    '| metric | budget | measured | status |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB gz`;
export const seconds = (milliseconds: number): string => `${(milliseconds / 1000).toFixed(2)} s`;
export const plain = (value: number): string => String(Math.round(value * 1000) / 1000);
