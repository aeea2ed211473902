import { destructiveChanges } from './destructive-changes';
import type { ContractStep, ShippedBeforeTheRule } from './contract-steps';

export interface MigrationFile {
  /** Its file name without `.sql`, e.g. `0004_accounts`. */
  tag: string;
  sql: string;
}

export interface Register {
  contractSteps: readonly ContractStep[];
  shippedBeforeTheRule: readonly ShippedBeforeTheRule[];
  lastMigrationBeforeTheRule: string;
}

const RULE = 'see docs/database-upgrades.md';

/**
 * What breaks the expand/contract rule, one message each: a destructive change in a migration
 * the register does not list for it, and register entries that are wrong or stale. Empty when
 * the migrations follow the rule. Tags sort in the order the migrations run.
 */
export function expandContractViolations(
  migrations: readonly MigrationFile[],
  register: Register,
): string[] {
  const tags = migrations.map((migration) => migration.tag);
  const entries = [...register.contractSteps, ...register.shippedBeforeTheRule];
  const violations: string[] = [];

  for (const { tag, sql } of migrations) {
    const listed = new Set(entries.filter((e) => e.migration === tag).flatMap((e) => e.removes));
    for (const change of destructiveChanges(sql)) {
      if (listed.has(change.target)) continue;
      violations.push(
        `${tag}: ${change.kind} ${change.target} (${change.statement}) breaks the release still ` +
          `running beside it; ship it as a contract step a release after the code stopped ` +
          `using ${change.target}, and list it in test/db/contract-steps.ts (${RULE})`,
      );
    }
  }

  for (const entry of entries) {
    const migration = migrations.find((m) => m.tag === entry.migration);
    if (!migration) {
      violations.push(`contract-steps.ts names ${entry.migration}, which is not a migration`);
      continue;
    }
    const targets = new Set(destructiveChanges(migration.sql).map((change) => change.target));
    for (const removed of entry.removes.filter((target) => !targets.has(target)))
      violations.push(`contract-steps.ts: ${entry.migration} does not remove ${removed}`);
  }

  for (const step of register.contractSteps) {
    const stoppedAt = tags.indexOf(step.codeStoppedUsingIn.newestMigration);
    if (stoppedAt === -1 || stoppedAt >= tags.indexOf(step.migration))
      violations.push(
        `contract-steps.ts: ${step.migration} must come after the newest migration of ` +
          `release ${step.codeStoppedUsingIn.name} (${step.codeStoppedUsingIn.newestMigration})`,
      );
  }

  for (const old of register.shippedBeforeTheRule) {
    if (old.migration > register.lastMigrationBeforeTheRule)
      violations.push(
        `contract-steps.ts: ${old.migration} came after the rule, so it is not history; ` +
          `list it as a contract step (${RULE})`,
      );
  }
  return violations;
}
