// A signed-in user's past lessons (`GET /meetings/history`).

export type {
  HistoryPerson,
  HistoryStudent,
  LessonHistoryEntry,
  LessonHistoryPage,
  LessonHistoryQuery,
} from './api-contract/meetings-contract';
