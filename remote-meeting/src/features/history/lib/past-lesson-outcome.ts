import type { PastLesson } from '@app/shared';

// What a past booked lesson's chip says, from the viewer's side: "You were absent" rather than
// "Student absent" to the student, and who cancelled named as "you" or as the other person.

/** A key of `booked.outcome` in the history's texts. */
export type OutcomeText =
  | 'attended'
  | 'youAbsent'
  | 'studentAbsent'
  | 'sheikhAbsent'
  | 'cancelledByYou'
  | 'cancelledByTeacher'
  | 'cancelledByStudent'
  | 'cancelled'
  | 'undecided';

export interface OutcomeLabel {
  text: OutcomeText;
  /** The chip's colour: the viewer's own absence stands out more than the other side's. */
  tone: 'success' | 'error' | 'warning' | 'default';
  /** The text is about the other person, so its Arabic agrees with that person's gender. */
  aboutOther: boolean;
}

const label = (text: OutcomeText, tone: OutcomeLabel['tone'], aboutOther = false) => ({
  text,
  tone,
  aboutOther,
});

export function outcomeLabel(lesson: PastLesson): OutcomeLabel {
  switch (lesson.outcome) {
    case 'attended':
      return label('attended', 'success');
    case 'student_absent':
      return lesson.role === 'student'
        ? label('youAbsent', 'error')
        : label('studentAbsent', 'warning', true);
    case 'sheikh_absent':
      return lesson.role === 'teacher'
        ? label('youAbsent', 'error')
        : label('sheikhAbsent', 'warning', true);
    case 'cancelled':
      if (lesson.cancelledBy === null) return label('cancelled', 'default');
      if (lesson.cancelledBy === lesson.role) return label('cancelledByYou', 'default');
      return lesson.cancelledBy === 'teacher'
        ? label('cancelledByTeacher', 'default', true)
        : label('cancelledByStudent', 'default', true);
    case 'undecided':
      return label('undecided', 'default');
  }
}
