import {
  currentUserAtom,
  SERVER_EVENTS,
  useSocketEvent,
  type ClassroomNotesMessage,
  type LessonNotes,
} from '@app/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * A student's notice of their teacher's notes for a session, during it or once it is over:
 * the summary and the homework, with the way to the record. It stays until dismissed.
 */
export function SessionNotesNotice() {
  const { t } = useTranslation('meeting');
  const user = useAtomValue(currentUserAtom);
  const [notes, setNotes] = useState<LessonNotes | null>(null);
  useSocketEvent(
    SERVER_EVENTS.classroomNotes,
    useCallback((message: ClassroomNotesMessage) => setNotes(message.notes), []),
  );
  if (user?.role !== 'student' || !notes) return null;
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        data-testid="session-notes-notice"
        onClose={() => setNotes(null)}
        action={
          <Button
            component={Link}
            to="/record"
            color="inherit"
            size="small"
            onClick={() => setNotes(null)}
          >
            {t('classroom.seeRecord')}
          </Button>
        }
        sx={{ maxWidth: 520, whiteSpace: 'pre-wrap' }}
      >
        <AlertTitle>{t('classroom.notesTitle')}</AlertTitle>
        {notes.summary && <div dir="auto">{notes.summary}</div>}
        {notes.homework && (
          <div dir="auto">{t('classroom.homework', { text: notes.homework })}</div>
        )}
      </Alert>
    </Snackbar>
  );
}
