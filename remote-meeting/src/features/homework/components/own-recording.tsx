import { type Homework, useTexts } from '@app/shared';
import Typography from '@mui/material/Typography';
import { isOpen, mayRecord } from '../homework-rules';
import { homeworkUploads } from '../homework-uploads';
import type { Recording } from '../recorder-machine';
import type { PendingUpload } from '../upload-queue';
import { HomeworkRecorder } from './homework-recorder';
import { PendingUploadNotice } from './pending-upload-notice';

interface Props {
  homework: Homework;
  /** The student's recordings not yet on the server (any homework). */
  uploads: readonly PendingUpload[];
}

/**
 * The student's own part of one homework: the recordings on their way, and the recorder while
 * none is. A recording not sent yet is sent or discarded before a newer one is made, so an old
 * one sent late can never replace it.
 */
export function OwnRecording({ homework, uploads }: Props) {
  const { t } = useTexts('homework');
  const waiting = uploads.filter((upload) => upload.recording.homeworkId === homework.id);
  const send = (recording: Recording) =>
    void homeworkUploads.send({
      ...recording,
      submissionId: crypto.randomUUID(),
      homeworkId: homework.id,
      studentId: homework.studentId,
    });
  const mayRecordNow = waiting.every((upload) => upload.phase === 'refused');
  return (
    <>
      {waiting.map((upload) => {
        const { submissionId } = upload.recording;
        return (
          <PendingUploadNotice
            key={submissionId}
            upload={upload}
            onRetry={() => void homeworkUploads.retry(submissionId)}
            onDrop={() => void homeworkUploads.drop(submissionId)}
          />
        );
      })}
      {mayRecord(homework) && mayRecordNow && <HomeworkRecorder onSend={send} />}
      {isOpen(homework) && !mayRecord(homework) && (
        <Typography variant="body2" color="text.secondary">
          {t('student.limitReached')}
        </Typography>
      )}
    </>
  );
}
