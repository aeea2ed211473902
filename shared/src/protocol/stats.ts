/**
 * The platform's public figures (the landing page's band). A figure is null while it is too
 * small to show: a new school's "2 teachers" or an average of three ratings says nothing.
 */
export interface PublicStats {
  /** Teachers whose accounts are active. */
  activeTeachers: number | null;
  /** Lessons that ended with the teacher in them. */
  lessonsTaught: number | null;
  /** The average of every rating, 1 to 5, to one decimal. */
  averageRating: number | null;
}
