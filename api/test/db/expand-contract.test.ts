import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { migrationsFolder } from '../../src/db/connection';
import {
  CONTRACT_STEPS,
  LAST_MIGRATION_BEFORE_THE_RULE,
  SHIPPED_BEFORE_THE_RULE,
  type ContractStep,
} from './contract-steps';
import { destructiveChanges } from './destructive-changes';
import { expandContractViolations, type MigrationFile, type Register } from './expand-contract';

const REGISTER: Register = {
  contractSteps: CONTRACT_STEPS,
  shippedBeforeTheRule: SHIPPED_BEFORE_THE_RULE,
  lastMigrationBeforeTheRule: LAST_MIGRATION_BEFORE_THE_RULE,
};

function shippedMigrations(): MigrationFile[] {
  const dir = migrationsFolder();
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({
      tag: file.slice(0, -'.sql'.length),
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/** The shipped migrations and one more after them. */
function withNewMigration(tag: string, sql: string): MigrationFile[] {
  return [...shippedMigrations(), { tag, sql }];
}

describe('expand/contract: migrations that old replicas survive', () => {
  it('every migration in api/drizzle follows the rule or is a listed contract step', () => {
    assert.deepEqual(expandContractViolations(shippedMigrations(), REGISTER), []);
  });

  it('refuses a new destructive migration that the register does not list', () => {
    const violations = expandContractViolations(
      withNewMigration('0099_drop_legacy', 'ALTER TABLE "users" DROP COLUMN "legacy_flag";'),
      REGISTER,
    );
    assert.equal(violations.length, 1);
    assert.match(violations[0]!, /^0099_drop_legacy: drop column users\.legacy_flag /);
  });

  it('accepts it as a contract step a release after the code stopped using the column', () => {
    const step: ContractStep = {
      migration: '0099_drop_legacy',
      removes: ['users.legacy_flag'],
      codeStoppedUsingIn: { name: '1.8.0', newestMigration: LAST_MIGRATION_BEFORE_THE_RULE },
    };
    const migrations = withNewMigration(
      '0099_drop_legacy',
      'ALTER TABLE "users" DROP COLUMN "legacy_flag";',
    );
    assert.deepEqual(
      expandContractViolations(migrations, { ...REGISTER, contractSteps: [step] }),
      [],
    );
    // The same release cannot both stop using the column and drop it.
    const sameRelease = {
      ...step,
      codeStoppedUsingIn: { name: '1.9.0', newestMigration: step.migration },
    };
    assert.match(
      expandContractViolations(migrations, { ...REGISTER, contractSteps: [sameRelease] }).join(),
      /must come after the newest migration of release 1\.9\.0/,
    );
  });

  it('lets no new migration pass as history, and no entry name what its migration does not remove', () => {
    const migrations = withNewMigration('0099_drop_legacy', 'DROP TABLE "legacy";');
    const asHistory = [
      ...SHIPPED_BEFORE_THE_RULE,
      { migration: '0099_drop_legacy', removes: ['legacy'], note: 'pretending' } as const,
    ];
    assert.match(
      expandContractViolations(migrations, { ...REGISTER, shippedBeforeTheRule: asHistory }).join(),
      /0099_drop_legacy came after the rule/,
    );
    const stale = [{ ...SHIPPED_BEFORE_THE_RULE[0]!, removes: ['users.status'] }];
    assert.match(
      expandContractViolations(shippedMigrations(), {
        ...REGISTER,
        shippedBeforeTheRule: stale,
      }).join(),
      /0004_accounts does not remove users\.status/,
    );
  });

  it('finds each kind of destructive change, and passes over additive ones and comments', () => {
    const found = (sql: string) => destructiveChanges(sql).map((c) => `${c.kind} ${c.target}`);
    assert.deepEqual(
      found(`
        DROP TABLE IF EXISTS "old_a", public."old_b" CASCADE;
        ALTER TABLE "public"."users" RENAME COLUMN "name" TO "full_name";
        ALTER TABLE users RENAME TO people;
        ALTER TABLE "t" ALTER COLUMN "c" SET DATA TYPE bigint, ALTER d TYPE text;
        ALTER TABLE "t" ALTER COLUMN "e" SET NOT NULL;
        ALTER TABLE "t" ADD COLUMN "f" integer NOT NULL;
        ALTER TABLE ONLY "t" DROP "g";`),
      [
        'drop table old_a',
        'drop table old_b',
        'rename column users.name',
        'rename table users',
        'change column type t.c',
        'change column type t.d',
        'set not null without a default t.e',
        'add not null column without a default t.f',
        'drop column t.g',
      ],
    );
    assert.deepEqual(
      found(`
        -- ALTER TABLE "t" DROP COLUMN "in_a_comment";
        CREATE TABLE "n" ("id" uuid PRIMARY KEY NOT NULL, "x" text NOT NULL);
        ALTER TABLE "t" ADD COLUMN "a" integer DEFAULT 0 NOT NULL;
        ALTER TABLE "t" ADD COLUMN "b" boolean GENERATED ALWAYS AS (a > 0) STORED NOT NULL;
        ALTER TABLE "t" ALTER COLUMN "c" SET DEFAULT 0, ALTER COLUMN "c" SET NOT NULL;
        ALTER TABLE "t" ALTER COLUMN "d" DROP NOT NULL;
        ALTER TABLE "t" DROP CONSTRAINT "t_x_fk";
        ALTER TABLE "t" ADD CONSTRAINT "t_y" CHECK ("y" IS NOT NULL);
        UPDATE "t" SET "note" = 'ALTER TABLE t DROP COLUMN in_a_string';`),
      [],
    );
  });
});
