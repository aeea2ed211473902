import { z } from 'zod';
import type { FOLLOWS_ROUTES } from '../api-routes/follows-routes';
import { dataOf, type ContractFor } from './route-schemas';

const followedTeachersSchema = z
  .object({ teacherIds: z.array(z.uuid()) })
  .meta({ id: 'FollowedTeachers' });

/** The ids of the Sheikhs the signed-in student follows, newest first. */
export type FollowedTeachers = z.output<typeof followedTeachersSchema>;

// Not z.uuid(): an id that is not a uuid is answered like any other unknown teacher.
const teacherParams = z.object({ id: z.string().max(64) });

export const FOLLOWS_CONTRACT = {
  'follows.list': { response: dataOf(followedTeachersSchema), errors: [401, 403] },
  'follows.follow': {
    params: teacherParams,
    response: dataOf(followedTeachersSchema),
    errors: [400, 401, 403, 404, 409],
  },
  'follows.unfollow': {
    params: teacherParams,
    response: dataOf(followedTeachersSchema),
    errors: [400, 401, 403],
  },
} as const satisfies ContractFor<typeof FOLLOWS_ROUTES>;
