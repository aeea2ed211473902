import type { AttendanceCounts, User } from '@app/shared';
import { makeUser } from '../../../shared/test/support/users';

/** A student and a Sheikh as the users list answers them. */
export const studentBilal: User = makeUser({
  _id: '0197a0c4-1f2e-7000-8000-00000000a101',
  name: 'Bilal',
});
export const sheikhYusuf: User = makeUser({
  _id: '0197a0c4-1f2e-7000-8000-00000000a102',
  name: 'Yusuf',
  role: 'teacher',
});

/** Nothing booked on either side. */
export const NO_LESSONS: AttendanceCounts = {
  asStudent: { booked: 0, attended: 0, absent: 0, sheikhAbsent: 0, cancelled: 0, cancelledLate: 0 },
  asTeacher: {
    booked: 0,
    attended: 0,
    studentAbsent: 0,
    absent: 0,
    cancelled: 0,
    cancelledLate: 0,
  },
  upcoming: 0,
};

/** A student's term: each figure different, so a number cannot pass for its neighbour's. */
export const studentTerm: AttendanceCounts = {
  ...NO_LESSONS,
  asStudent: { booked: 9, attended: 6, absent: 2, sheikhAbsent: 1, cancelled: 4, cancelledLate: 3 },
  upcoming: 5,
};

/** A Sheikh's term. */
export const sheikhTerm: AttendanceCounts = {
  ...NO_LESSONS,
  asTeacher: {
    booked: 14,
    attended: 11,
    studentAbsent: 2,
    absent: 1,
    cancelled: 3,
    cancelledLate: 1,
  },
  upcoming: 7,
};

/** The attendance route's path for a user. */
export const attendancePath = (user: User) => `/admin/users/${user._id}/attendance`;
