import { submitRecording } from './api/homework-api';
import { pageStore } from './pending-recordings';
import { UploadQueue } from './upload-queue';

/** The page's one queue of recordings on their way, whichever component sent them. */
export const homeworkUploads = new UploadQueue(pageStore(), (recording) =>
  submitRecording(
    recording.homeworkId,
    recording.submissionId,
    // Typed again: a blob read back from storage must still say what it is.
    new Blob([recording.blob], { type: recording.type }),
    recording.durationMs,
  ),
);
