import type { LessonNotes } from '@app/shared';
import { atom } from 'jotai';

/** The teacher's latest notes for the student's session, until the student closes them. */
export const sessionNotesAtom = atom<LessonNotes | null>(null);
