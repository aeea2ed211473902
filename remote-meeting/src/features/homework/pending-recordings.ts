// Recordings not yet on the server, kept in the browser's IndexedDB from the moment Send is
// pressed until the server has stored them: a dropped connection, a closed tab or a phone that
// went to sleep loses nothing, and the next visit sends them again under the same id.

/** A recording waiting to be sent, as kept on this device. */
export interface PendingRecording {
  /** Made by the client once: sending again under it is the same request to the server. */
  submissionId: string;
  homeworkId: string;
  studentId: string;
  blob: Blob;
  type: string;
  durationMs: number;
}

/** Where pending recordings are kept. */
export interface PendingStore {
  put(recording: PendingRecording): Promise<void>;
  remove(submissionId: string): Promise<void>;
  /** A student's recordings only: a shared computer may keep another student's. */
  listOf(studentId: string): Promise<PendingRecording[]>;
}

const DATABASE = 'quran-live-homework';
const VERSION = 1;
const RECORDINGS = 'pending-recordings';
const BY_STUDENT = 'studentId';

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** A write counts once its transaction commits, not when its request succeeds. */
function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DATABASE, VERSION);
  request.onupgradeneeded = () => {
    const recordings = request.result.createObjectStore(RECORDINGS, { keyPath: 'submissionId' });
    recordings.createIndex(BY_STUDENT, 'studentId');
  };
  return settled(request).then((database) => {
    // A newer version of the page in another tab may upgrade the database: let it.
    database.onversionchange = () => database.close();
    return database;
  });
}

/** The recordings in this browser's IndexedDB; the database opens at the first use. */
export function indexedDbStore(factory: IDBFactory): PendingStore {
  let opening: Promise<IDBDatabase> | null = null;
  const database = () => {
    opening ??= openDatabase(factory).catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  };
  const write = async (change: (recordings: IDBObjectStore) => void) => {
    const transaction = (await database()).transaction(RECORDINGS, 'readwrite');
    change(transaction.objectStore(RECORDINGS));
    await committed(transaction);
  };
  return {
    put: (recording) => write((recordings) => recordings.put(recording)),
    remove: (submissionId) => write((recordings) => recordings.delete(submissionId)),
    listOf: async (studentId) => {
      const transaction = (await database()).transaction(RECORDINGS, 'readonly');
      const index = transaction.objectStore(RECORDINGS).index(BY_STUDENT);
      return settled<PendingRecording[]>(index.getAll(studentId));
    },
  };
}

/** Recordings kept for this page only: where the browser has no IndexedDB, and in tests. */
export function memoryStore(): PendingStore {
  const kept = new Map<string, PendingRecording>();
  return {
    put: async (recording) => {
      kept.set(recording.submissionId, recording);
    },
    remove: async (submissionId) => {
      kept.delete(submissionId);
    },
    listOf: async (studentId) =>
      [...kept.values()].filter((recording) => recording.studentId === studentId),
  };
}

/** The page's store: IndexedDB where the browser has it. */
export function pageStore(): PendingStore {
  return typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore(indexedDB);
}
