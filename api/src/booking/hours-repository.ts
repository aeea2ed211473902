import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/connection';
import { uuidv7 } from '../lib/uuidv7';
import { holidays, hoursExceptions, teachingHours, weeklyHours } from './booking-tables';
import type { Hours } from './teaching-hours';

/**
 * Sheikhs' teaching hours, kept in four tables and always read and written whole. A save holds
 * the Sheikh's `teaching_hours` row from its first statement, and a read takes a share lock on
 * it, so a read never sees half of one save and half of another.
 */
export class TeachingHoursRepository {
  constructor(private readonly db: Db) {}

  /** The Sheikh's hours; null until the Sheikh first saves some. */
  async of(teacherId: string): Promise<Hours | null> {
    return this.db.transaction((tx) => this.read(tx, teacherId));
  }

  /** Replaces all of the Sheikh's hours with these, and answers them as stored. */
  async save(teacherId: string, hours: Hours, now: Date): Promise<Hours> {
    return this.db.transaction(async (tx) => {
      const terms = {
        timeZone: hours.timeZone,
        lessonMinutes: hours.lessonMinutes,
        noticeMinutes: hours.noticeMinutes,
        trialMinutes: hours.trialMinutes,
        updatedAt: now,
      };
      await tx
        .insert(teachingHours)
        .values({ teacherId, ...terms })
        .onConflictDoUpdate({ target: teachingHours.teacherId, set: terms });
      await tx.delete(weeklyHours).where(eq(weeklyHours.teacherId, teacherId));
      await tx.delete(hoursExceptions).where(eq(hoursExceptions.teacherId, teacherId));
      await tx.delete(holidays).where(eq(holidays.teacherId, teacherId));
      if (hours.weekly.length > 0) {
        await tx
          .insert(weeklyHours)
          .values(hours.weekly.map((range) => ({ id: uuidv7(), teacherId, ...range })));
      }
      if (hours.exceptions.length > 0) {
        await tx
          .insert(hoursExceptions)
          .values(hours.exceptions.map((exception) => ({ id: uuidv7(), teacherId, ...exception })));
      }
      if (hours.holidays.length > 0) {
        await tx
          .insert(holidays)
          .values(hours.holidays.map((holiday) => ({ id: uuidv7(), teacherId, ...holiday })));
      }
      return (await this.read(tx, teacherId))!;
    });
  }

  private async read(tx: DbOrTx, teacherId: string): Promise<Hours | null> {
    const [terms] = await tx
      .select()
      .from(teachingHours)
      .where(eq(teachingHours.teacherId, teacherId))
      .for('share');
    if (!terms) return null;
    const weekly = await tx
      .select({
        weekday: weeklyHours.weekday,
        startMinute: weeklyHours.startMinute,
        endMinute: weeklyHours.endMinute,
      })
      .from(weeklyHours)
      .where(eq(weeklyHours.teacherId, teacherId))
      .orderBy(asc(weeklyHours.weekday), asc(weeklyHours.startMinute));
    const exceptions = await tx
      .select({
        day: hoursExceptions.day,
        kind: hoursExceptions.kind,
        startMinute: hoursExceptions.startMinute,
        endMinute: hoursExceptions.endMinute,
      })
      .from(hoursExceptions)
      .where(eq(hoursExceptions.teacherId, teacherId))
      .orderBy(
        asc(hoursExceptions.day),
        asc(hoursExceptions.kind),
        asc(hoursExceptions.startMinute),
      );
    const days = await tx
      .select({ firstDay: holidays.firstDay, lastDay: holidays.lastDay, name: holidays.name })
      .from(holidays)
      .where(eq(holidays.teacherId, teacherId))
      .orderBy(asc(holidays.firstDay), asc(holidays.lastDay));
    return {
      timeZone: terms.timeZone,
      lessonMinutes: [...terms.lessonMinutes].sort((a, b) => a - b),
      noticeMinutes: terms.noticeMinutes,
      trialMinutes: terms.trialMinutes,
      weekly,
      exceptions,
      holidays: days,
    };
  }
}
