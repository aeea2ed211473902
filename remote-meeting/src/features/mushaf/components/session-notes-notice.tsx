import {
  currentUserAtom,
  SERVER_EVENTS,
  useSocketEvent,
  type ClassroomNotesMessage,
  type LessonNotes,
  useTexts,
} from '@app/shared';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { sessionNotesAtom } from '../session-notes-atoms';

function NotesText({ notes }: { notes: LessonNotes }) {
  const { t } = useTexts('meeting');
  return (
    <>
      {notes.summary && <div dir="auto">{notes.summary}</div>}
      {notes.homework && <div dir="auto">{t('classroom.homework', { text: notes.homework })}</div>}
    </>
  );
}

function CloseButton({ onClose }: { onClose(): void }) {
  const { t } = useTexts('meeting');
  return (
    <IconButton
      color="inherit"
      size="small"
      aria-label={t('classroom.closeNotes')}
      onClick={onClose}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * A student's notice of their teacher's notes for a session once it is over: the summary and
 * the homework, with the way to the record. It stays until closed, and sits below dialogs (the
 * lesson itself shows the notes in its own flow, the rating dialog comes first).
 */
export function SessionNotesNotice() {
  const { t } = useTexts('meeting');
  const user = useAtomValue(currentUserAtom);
  const [notes, setNotes] = useAtom(sessionNotesAtom);
  useSocketEvent(
    SERVER_EVENTS.classroomNotes,
    useCallback((message: ClassroomNotesMessage) => setNotes(message.notes), [setNotes]),
  );
  if (user?.role !== 'student' || !notes) return null;
  const close = () => setNotes(null);
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ zIndex: (theme) => theme.zIndex.modal - 1 }}
    >
      <Alert
        severity="info"
        data-testid="session-notes-notice"
        action={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Button component={Link} to="/record" color="inherit" size="small" onClick={close}>
              {t('classroom.seeRecord')}
            </Button>
            <CloseButton onClose={close} />
          </Box>
        }
        sx={{ maxWidth: 520, whiteSpace: 'pre-wrap' }}
      >
        <AlertTitle>{t('classroom.notesTitle')}</AlertTitle>
        <NotesText notes={notes} />
      </Alert>
    </Snackbar>
  );
}

/**
 * The same notes during the lesson, in the lesson's own flow above the video and the mushaf:
 * it pushes them down rather than covering a control, and closes like the notice.
 */
export function SessionNotesBanner() {
  const { t } = useTexts('meeting');
  const [notes, setNotes] = useAtom(sessionNotesAtom);
  if (!notes) return null;
  return (
    <Alert
      severity="info"
      data-testid="session-notes-notice"
      action={<CloseButton onClose={() => setNotes(null)} />}
      sx={{
        mx: 1,
        mb: 1,
        py: 0,
        whiteSpace: 'pre-wrap',
        // A long summary stays a few lines here: the Notes tab has all of it.
        '& .MuiAlert-message': {
          maxHeight: '6.5em',
          overflow: 'auto',
        },
      }}
    >
      <AlertTitle sx={{ mb: 0 }}>{t('classroom.notesTitle')}</AlertTitle>
      <NotesText notes={notes} />
    </Alert>
  );
}
