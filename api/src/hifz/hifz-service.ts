import fp from 'fastify-plugin';
import type {
  HifzEntry,
  HifzGrade,
  HifzProgress,
  NewHifzEntry,
  SurahProgress,
  SurahStatus,
} from '@app/shared/protocol';
import type { Db } from '../db/connection';
import type { MeetingRow } from '../db/schema';
import { refuseContactDetails } from '../safety/contact-guard';
import { HifzRepository } from './hifz-repository';
import { toEntry } from './hifz-rows';
import { HifzStore } from './hifz-store';
import { toColumns } from './portion-columns';
import type { IdRange } from './quran-ranges';

/**
 * The one writer of hifz (its store is private to it): a lesson's lane entries, and with them
 * what the student has memorised and when each memorised page comes back; and a Sheikh's word
 * on a whole surah. The clock is injected, so the schedule's dates can be tested.
 */
export class HifzService {
  readonly #store: HifzStore;
  readonly #repository: HifzRepository;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.#store = new HifzStore(db);
    this.#repository = new HifzRepository(db);
  }

  /** Records one lane of a lesson for one of its students (the caller checked who may). */
  async record(
    meeting: MeetingRow,
    teacher: { id: string; name: string },
    studentId: string,
    input: NewHifzEntry,
  ): Promise<HifzEntry> {
    const columns = toColumns(input.portion);
    await refuseContactDetails(
      this.db,
      { meetingId: meeting.id, userId: teacher.id },
      { note: input.note },
    );
    const row = await this.#store.addEntry(
      {
        lane: input.lane,
        grade: input.grade,
        note: input.note,
        ...columns,
        meetingId: meeting.id,
        studentId,
        teacherId: teacher.id,
      },
      this.now(),
    );
    return toEntry(row, teacher.name);
  }

  /** An accepted recitation outside a lesson grades the memorised pages it covers. */
  gradeRecited(studentId: string, recited: IdRange, grade: HifzGrade): Promise<void> {
    return this.#store.gradeRecited(studentId, recited, grade, this.now());
  }

  /** A student's lanes, memorised ayat and schedule, as of the service's clock. */
  progressOf(studentId: string): Promise<HifzProgress> {
    return this.#repository.progressOf(studentId, this.now());
  }

  /** A Sheikh's word on a whole surah; answers the surah's status as it now reads. */
  async setSurahStatus(
    studentId: string,
    surah: number,
    status: SurahStatus,
    setBy: string,
  ): Promise<SurahProgress> {
    await this.#store.setSurahStatus(studentId, surah, status, setBy, this.now());
    const statuses = await this.#repository.surahStatusesOf(studentId);
    return (
      statuses.find((entry) => entry.surah === surah) ?? {
        surah,
        status: 'not_started',
        updatedAt: null,
      }
    );
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    hifzService: HifzService;
    hifzRepository: HifzRepository;
  }
}

export interface HifzPluginOptions {
  /** The clock the schedule reads (tests move it). */
  now?: () => Date;
}

export default fp<HifzPluginOptions>(
  async (app, options) => {
    app.decorate('hifzService', new HifzService(app.db, options.now));
    app.decorate('hifzRepository', new HifzRepository(app.db));
  },
  { name: 'hifz-service', dependencies: ['db'] },
);
