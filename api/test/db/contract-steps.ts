/**
 * The register of contract steps: the only migrations allowed to drop, rename or retype what
 * an earlier release used (docs/database-upgrades.md). expand-contract.test.ts refuses any
 * other migration that does.
 */

/** A migration, named by its file in api/drizzle without `.sql`. */
type MigrationTag = `${number}_${string}`;

/** A release deployed everywhere before the contract step's release starts. */
export interface Release {
  /** Its version (APP_VERSION) or tag. */
  name: string;
  /** The newest migration it shipped: the contract step must come after it. */
  newestMigration: MigrationTag;
}

/** A migration that removes what no running code uses any more. */
export interface ContractStep {
  migration: MigrationTag;
  /** Each `table` or `table.column` it drops, renames or otherwise breaks for old code. */
  removes: readonly string[];
  /** The earlier release whose code stopped reading and writing them. */
  codeStoppedUsingIn: Release;
}

/** A destructive migration shipped before the rule; kept so the check can pass over it. */
export interface ShippedBeforeTheRule {
  migration: MigrationTag;
  removes: readonly string[];
  note: string;
}

/** The newest migration written before the rule: later ones cannot be listed as history. */
export const LAST_MIGRATION_BEFORE_THE_RULE: MigrationTag = '0021_booked_lessons_meeting_index';

export const SHIPPED_BEFORE_THE_RULE: readonly ShippedBeforeTheRule[] = [
  {
    migration: '0004_accounts',
    removes: ['users.active'],
    note:
      'Dropped the flag in the release whose code replaced it with `status`, and re-added it as ' +
      'a generated column: a replica still on the previous release failed whenever it set it.',
  },
  {
    migration: '0005_teaching_profile',
    removes: ['users.specialization'],
    note:
      'Dropped the free-text field in the release whose code moved to `specializations`: a ' +
      'replica still on the previous release failed every select and insert of users.',
  },
];

export const CONTRACT_STEPS: readonly ContractStep[] = [];
