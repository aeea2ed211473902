import { isListedTeacher, presenceStatus, type CallParty, type UsersListEntry } from '@app/shared';

/**
 * The Sheikh offered after a decline or an unanswered call: the best-rated teacher who is
 * online and idle (not busy, not in a session) and was not tried in this attempt. Ties go to
 * the one more students rated, then by name, so the offer does not flicker between equals.
 */
export function chooseNextTeacher(
  users: readonly UsersListEntry[],
  tried: readonly string[],
): CallParty | null {
  const best = users
    .filter(isListedTeacher)
    .filter((user) => presenceStatus(user) === 'online' && !tried.includes(user._id))
    .sort(
      (a, b) =>
        b.averageRating - a.averageRating ||
        b.totalReviews - a.totalReviews ||
        a.name.localeCompare(b.name),
    )[0];
  return best
    ? { userId: best._id, name: best.name, avatar: best.avatar, gender: best.gender }
    : null;
}
