// Following a Sheikh: a student follows Sheikhs to be told when one comes online.

/** `GET /follows` data: the ids of the Sheikhs the signed-in student follows, newest first. */
export interface FollowedTeachers {
  teacherIds: string[];
}
