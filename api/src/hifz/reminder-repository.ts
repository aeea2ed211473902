import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { users } from '../db/schema';
import { nextReminderAt } from './reminder-schedule';
import { revisionReminders, type RevisionReminderRow } from './reminder-tables';

/** A reminder that is on: the student's time of day and zone. */
export interface ReminderSetting {
  minuteOfDay: number;
  timeZone: string;
}

/**
 * Students' daily revision reminders: the setting, and the daily run's claims. A day is claimed
 * by one conditional UPDATE, so with several API processes each local day is reminded of once.
 */
export class RevisionRemindersRepository {
  constructor(private readonly db: Db) {}

  /** The student's reminder, on or off; null when it was never set. */
  async of(studentId: string): Promise<RevisionReminderRow | null> {
    const [row] = await this.db
      .select()
      .from(revisionReminders)
      .where(eq(revisionReminders.studentId, studentId))
      .limit(1);
    return row ?? null;
  }

  /**
   * Turns the reminder on at this time, or off (null). The day last handled stays, so turning it
   * off and on, or moving its time, never reminds twice in one day.
   */
  async save(
    studentId: string,
    setting: ReminderSetting | null,
    now: Date,
  ): Promise<RevisionReminderRow | null> {
    const current = await this.of(studentId);
    if (!setting) {
      if (!current) return null;
      const [row] = await this.db
        .update(revisionReminders)
        .set({ enabled: false, updatedAt: now })
        .where(eq(revisionReminders.studentId, studentId))
        .returning();
      return row ?? null;
    }
    const handledOn = current?.handledOn ?? null;
    const values = {
      ...setting,
      enabled: true,
      nextAt: nextReminderAt({ ...setting, handledOn }, now),
      updatedAt: now,
    };
    const [row] = await this.db
      .insert(revisionReminders)
      .values({ ...values, studentId, handledOn })
      .onConflictDoUpdate({ target: revisionReminders.studentId, set: values })
      .returning();
    return row!;
  }

  /**
   * Reminders on whose instant has come, the longest waiting first; only active students'
   * (an account deactivated or no longer a student's keeps its row and is passed over).
   */
  async dueBy(now: Date, limit: number): Promise<RevisionReminderRow[]> {
    const rows = await this.db
      .select({ reminder: revisionReminders })
      .from(revisionReminders)
      .innerJoin(users, eq(users.id, revisionReminders.studentId))
      .where(
        and(
          eq(revisionReminders.enabled, true),
          lte(revisionReminders.nextAt, now),
          eq(users.role, 'student'),
          eq(users.active, true),
        ),
      )
      .orderBy(asc(revisionReminders.nextAt))
      .limit(limit);
    return rows.map((row) => row.reminder);
  }

  /**
   * Claims the student's local `day` and moves the reminder on to `nextAt`, in one statement:
   * true for the one caller that did. False when the day was handled already (by another
   * process, or earlier), or the reminder was turned off or moved meanwhile.
   */
  async claimDay(studentId: string, day: string, nextAt: Date, now: Date): Promise<boolean> {
    const claimed = await this.db
      .update(revisionReminders)
      .set({ handledOn: day, nextAt })
      .where(
        and(
          eq(revisionReminders.studentId, studentId),
          eq(revisionReminders.enabled, true),
          lte(revisionReminders.nextAt, now),
          or(isNull(revisionReminders.handledOn), lt(revisionReminders.handledOn, day)),
        ),
      )
      .returning({ studentId: revisionReminders.studentId });
    return claimed.length > 0;
  }

  /** Moves a reminder whose turn it was not on to `nextAt`, unless it changed since it was read. */
  async postpone(reminder: RevisionReminderRow, nextAt: Date): Promise<void> {
    await this.db
      .update(revisionReminders)
      .set({ nextAt })
      .where(
        and(
          eq(revisionReminders.studentId, reminder.studentId),
          eq(revisionReminders.nextAt, reminder.nextAt),
        ),
      );
  }
}
