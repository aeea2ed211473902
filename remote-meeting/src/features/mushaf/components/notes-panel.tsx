import {
  apiErrorText,
  HOMEWORK_MAX,
  LESSON_SUMMARY_MAX,
  type LessonNotes,
  type LessonNotesInput,
  useTexts,
} from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

// Long notes on a short screen scroll within the panel, so Save stays within reach.
const SCROLLS = { flex: 1, minHeight: 0, overflow: 'auto', alignContent: 'start' } as const;

interface Props {
  notes: LessonNotes | null;
  isTeacher: boolean;
  onSave(notes: LessonNotesInput): Promise<void>;
}

/**
 * The session's summary and homework: written by the teacher, read by the student. The parent
 * remounts it once the session's notes have loaded, so the teacher's form starts from them.
 */
export function NotesPanel({ notes, isTeacher, onSave }: Props) {
  const { t } = useTexts('classroom');
  const [summary, setSummary] = useState(notes?.summary ?? '');
  const [homework, setHomework] = useState(notes?.homework ?? '');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  if (!isTeacher) {
    return (
      <Box data-testid="session-notes" sx={{ ...SCROLLS, p: 2, display: 'grid', gap: 1 }}>
        <Typography variant="subtitle1" component="h3">
          {t('notes.title')}
        </Typography>
        {notes ? (
          <>
            <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
              {notes.summary}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>
              {t('notes.homework')}: <bdi>{notes.homework}</bdi>
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary">{t('notes.empty')}</Typography>
        )}
      </Box>
    );
  }

  const save = async () => {
    setBusy(true);
    try {
      await onSave({ summary, homework });
      setStatus({ ok: true, text: t('notes.saved') });
    } catch (error) {
      setStatus({ ok: false, text: apiErrorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      sx={{ ...SCROLLS, p: 2, display: 'grid', gap: 1.5 }}
    >
      <Typography variant="subtitle1" component="h3">
        {t('notes.title')}
      </Typography>
      <TextField
        label={t('notes.summary')}
        value={summary}
        onChange={(event) => setSummary(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: LESSON_SUMMARY_MAX, dir: 'auto' } }}
      />
      <TextField
        label={t('notes.homework')}
        placeholder={t('notes.homeworkHint')}
        value={homework}
        onChange={(event) => setHomework(event.target.value)}
        slotProps={{ htmlInput: { maxLength: HOMEWORK_MAX, dir: 'auto' } }}
      />
      <Button type="submit" variant="contained" disabled={busy}>
        {t('notes.save')}
      </Button>
      {status && (
        <Alert severity={status.ok ? 'success' : 'error'} role="status">
          {status.text}
        </Alert>
      )}
    </Box>
  );
}
