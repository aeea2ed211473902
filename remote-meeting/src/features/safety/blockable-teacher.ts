import type { Gender } from '@app/shared';

/** What the block controls need of a Sheikh: its id, and its name and gender for the texts. */
export interface BlockableTeacher {
  _id: string;
  name: string;
  gender?: Gender | null;
}
