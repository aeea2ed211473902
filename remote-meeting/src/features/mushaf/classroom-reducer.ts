import type { ChatMessage, LessonNotes, MistakeMark, MushafState } from '@app/shared';

/** What the mushaf panel knows of the session's classroom; one reducer owns it. */
export interface ClassroomView {
  meetingId: string | null;
  /** The page this screen shows (turned at once on a local tap, before the server answers). */
  state: MushafState;
  /** The last state the server confirmed or sent: what a refused turn falls back to. */
  confirmed: MushafState;
  marks: MistakeMark[];
  notes: LessonNotes | null;
  /** The session's marks and notes have arrived (GET /classroom/meetings/{id}). */
  loaded: boolean;
  chat: ChatMessage[];
}

export type ClassroomAction =
  | { type: 'synced'; meetingId: string; state: MushafState }
  | { type: 'loaded'; marks: MistakeMark[]; notes: LessonNotes | null }
  | { type: 'local'; change: Partial<MushafState> }
  | { type: 'confirmed'; state: MushafState }
  | { type: 'refused' }
  | { type: 'remote'; state: MushafState }
  | { type: 'markAdded'; mark: MistakeMark }
  | { type: 'markUpdated'; mark: MistakeMark }
  | { type: 'markRemoved'; id: string }
  | { type: 'notes'; notes: LessonNotes }
  | { type: 'chat'; messages: ChatMessage[] };

const FIRST_PAGE: MushafState = { page: 1, highlight: null, locked: false, test: null };

export const INITIAL_CLASSROOM: ClassroomView = {
  meetingId: null,
  state: FIRST_PAGE,
  confirmed: FIRST_PAGE,
  marks: [],
  notes: null,
  loaded: false,
  chat: [],
};

export function classroomReducer(view: ClassroomView, action: ClassroomAction): ClassroomView {
  switch (action.type) {
    case 'synced':
      return { ...view, meetingId: action.meetingId, state: action.state, confirmed: action.state };
    case 'loaded': {
      // A mark heard live before the list arrived is kept once.
      const known = new Set(action.marks.map((mark) => mark.id));
      return {
        ...view,
        marks: [...action.marks, ...view.marks.filter((mark) => !known.has(mark.id))],
        notes: action.notes ?? view.notes,
        loaded: true,
      };
    }
    case 'local':
      return { ...view, state: { ...view.state, ...action.change } };
    case 'confirmed':
    case 'remote':
      return { ...view, state: action.state, confirmed: action.state };
    case 'refused':
      return { ...view, state: view.confirmed };
    case 'markAdded':
      return view.marks.some((mark) => mark.id === action.mark.id)
        ? view
        : { ...view, marks: [...view.marks, action.mark] };
    case 'markUpdated':
      return {
        ...view,
        marks: view.marks.map((mark) => (mark.id === action.mark.id ? action.mark : mark)),
      };
    case 'markRemoved':
      return { ...view, marks: view.marks.filter((mark) => mark.id !== action.id) };
    case 'notes':
      return { ...view, notes: action.notes };
    case 'chat': {
      // History and live messages may overlap: each message once, in the order sent.
      const byId = new Map(view.chat.map((message) => [message.id, message]));
      for (const message of action.messages) byId.set(message.id, message);
      return {
        ...view,
        chat: [...byId.values()].sort(
          (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
        ),
      };
    }
  }
}

/** The marks on one word, keyed "surah:ayah:word". */
export function marksByWord(marks: readonly MistakeMark[]): Map<string, MistakeMark[]> {
  const byWord = new Map<string, MistakeMark[]>();
  for (const mark of marks) {
    const key = wordKey(mark.surah, mark.ayah, mark.word);
    byWord.set(key, [...(byWord.get(key) ?? []), mark]);
  }
  return byWord;
}

export const wordKey = (surah: number, ayah: number, word: number) => `${surah}:${ayah}:${word}`;
