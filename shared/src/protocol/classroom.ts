// The classroom: what a lesson adds to a call. A shared mushaf page, the teacher's mistake marks
// on the student's recitation, the lesson's notes and homework, and the student's memorisation
// record. Used by the API (routes, socket handlers, storage) and the meeting remote.

/** The three kinds of mistake a teacher marks on a word. */
export const MARK_KINDS = ['tajweed', 'memorisation', 'harakat'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

/** The tajweed rule a tajweed mark names. */
export const TAJWEED_RULES = [
  'madd',
  'ghunnah',
  'qalqalah',
  'idgham',
  'ikhfa',
  'makharij',
] as const;
export type TajweedRule = (typeof TAJWEED_RULES)[number];

/** What went wrong in a memorisation mark. */
export const MEMORISATION_SLIPS = ['forgot', 'skipped', 'added'] as const;
export type MemorisationSlip = (typeof MEMORISATION_SLIPS)[number];

/** Which detail each kind requires (harakat has none). */
export const MARK_SUB_RULES = {
  tajweed: TAJWEED_RULES,
  memorisation: MEMORISATION_SLIPS,
  harakat: [],
} as const satisfies Record<MarkKind, readonly string[]>;
export type MarkSubRule = TajweedRule | MemorisationSlip;

/** A student's memorisation of one surah, as their teacher sets it. */
export const SURAH_STATUSES = ['not_started', 'learning', 'memorised', 'needs_revision'] as const;
export type SurahStatus = (typeof SURAH_STATUSES)[number];

/** Longest note on a mark. */
export const MARK_NOTE_MAX = 200;
/** Longest lesson summary. */
export const LESSON_SUMMARY_MAX = 2000;
/** Longest homework text. */
export const HOMEWORK_MAX = 500;
/** Longest chat message. */
export const CHAT_MESSAGE_MAX = 1000;
/** How many of a session's chat messages are kept and shown (the newest). */
export const CHAT_HISTORY_MAX = 500;
/** The mushaf's pages (the Madani layout). */
export const MUSHAF_PAGES = 604;
/** The Quran's surahs. */
export const SURAH_COUNT = 114;

/** One ayah: surah 1-114, ayah from 1. */
export interface AyahRef {
  surah: number;
  ayah: number;
}

/** One word of an ayah: its index in the ayah's words (ayahWords), from 0. */
export interface WordRef extends AyahRef {
  word: number;
}

/**
 * Test mode (hide and recite): from `hiddenFrom` on, in reading order, the student sees each
 * word's place but not the word, until the teacher reveals it; the teacher sees the text.
 */
export interface RecitationTest {
  hiddenFrom: WordRef;
}

/** What one Reveal uncovers on both screens: the next word, or the rest of the ayah. */
export const REVEAL_STEPS = ['word', 'ayah'] as const;
export type RevealStep = (typeof REVEAL_STEPS)[number];

/**
 * The words of an ayah's Uthmani text, in reading order. Pause marks are joined to their word
 * in the text we ship, so a space separates words; word indexes in marks count from 0 here.
 */
export function ayahWords(text: string): string[] {
  return text.split(' ').filter((word) => word.length > 0);
}

// What only REST carries is derived from the contract's schemas; what the socket carries too
// (marks, notes, the mushaf state, chat messages) is declared here and the schemas are tied to it.
export type {
  LessonEntry,
  LessonNotesInput,
  MarkRefinement,
  MeetingClassroom,
  NewMistakeMark,
  StudentEntry,
  StudentRecord,
  SurahProgress,
} from './api-contract/classroom-contract';

/** A mistake the teacher marked on one word of the student's recitation. */
export interface MistakeMark {
  id: string;
  meetingId: string;
  studentId: string;
  surah: number;
  ayah: number;
  /** The word's index in the ayah (ayahWords), from 0. */
  word: number;
  kind: MarkKind;
  /** The tajweed rule or the memorisation slip; null for harakat. */
  subRule: MarkSubRule | null;
  note: string | null;
  createdAt: string;
}

/** The teacher's summary of a lesson and the next assignment. */
export interface LessonNotes {
  meetingId: string;
  summary: string;
  homework: string;
  updatedAt: string;
}

/**
 * The page both sides of a lesson see, the ayah the teacher highlights, the lock, and the
 * recitation test when one is on.
 */
export interface MushafState {
  page: number;
  highlight: AyahRef | null;
  /** True when only the teacher may turn pages. */
  locked: boolean;
  test: RecitationTest | null;
}

/**
 * `classroom:update`: a page turn, a highlight or the lock, or the recitation test: turned on
 * (hiding from a word), off (null) or a reveal. All but the page turn are the teacher's.
 */
export interface ClassroomUpdateRequest {
  roomName: string;
  page?: number;
  highlight?: AyahRef | null;
  locked?: boolean;
  test?: RecitationTest | null;
  reveal?: RevealStep;
}

/** `classroom:sync`: the room's current mushaf state, asked on opening the mushaf. */
export interface ClassroomSyncRequest {
  roomName: string;
}

/** `classroom:state`: the mushaf state changed (sent to the room's other sockets). */
export interface ClassroomStateMessage {
  roomName: string;
  state: MushafState;
  by: string;
}

/** `classroom:mark`: a mark was added, refined or removed in the room's lesson. */
export interface ClassroomMarkMessage {
  roomName: string;
  added?: MistakeMark;
  updated?: MistakeMark;
  removedId?: string;
}

/** `classroom:notes`: the lesson's notes were written. */
export interface ClassroomNotesMessage {
  roomName: string;
  notes: LessonNotes;
}

/** One message of a session's chat. */
export interface ChatMessage {
  id: string;
  meetingId: string;
  senderId: string | null;
  senderName: string;
  senderRole: 'teacher' | 'student';
  text: string;
  createdAt: string;
}

/** `classroom:chat`: a participant sends a chat message to the session. */
export interface ClassroomChatRequest {
  roomName: string;
  text: string;
}

/** `classroom:chatMessage`: a chat message of the room's session. */
export interface ClassroomChatMessage {
  roomName: string;
  message: ChatMessage;
}
