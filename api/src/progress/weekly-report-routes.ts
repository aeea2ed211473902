import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../auth/authentication';
import { recordAccess } from '../classroom/classroom-access';
import { ClassroomRepository } from '../classroom/classroom-repository';
import { contractRoute } from '../lib/contract-route';
import { apiError } from '../lib/http-error';
import { weeklyReportOf } from './weekly-report';

const tags = ['hifz'];

export interface WeeklyReportRoutesOptions {
  /** The clock the week ends at (tests move it). */
  now?: (() => Date) | undefined;
}

/** A student's last seven days, for whoever may read the student's record. */
const weeklyReportRoutes: FastifyPluginAsyncZod<WeeklyReportRoutesOptions> = async (
  app,
  options,
) => {
  const now = options.now ?? (() => new Date());
  const classroom = new ClassroomRepository(app.db);

  contractRoute(app, 'hifz.week', { onRequest: app.authenticate, tags }, async (request) => {
    const { user } = authOf(request);
    const { studentId } = request.params;
    await recordAccess(classroom, user, studentId, app.familyRepository.isGuardianOf);
    const student = await app.usersRepository.findById(studentId);
    if (!student || student.role !== 'student') throw apiError('users.not_found');
    return { data: await weeklyReportOf(app.db, app.hifzRepository, studentId, now()) };
  });
};

export default weeklyReportRoutes;
