import {
  ApiError,
  apiErrorText,
  formatDate,
  HOMEWORK_DUE_MAX_DAYS,
  HOMEWORK_NOTE_MAX,
  isolate,
  type AyahRef,
  type Homework,
  type NewHomework,
  type PortionUnit,
  useTexts,
} from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { portionLabel } from '../../../lib/hifz/portion-label';
import { EMPTY_PORTION, portionOf, type PortionField } from '../hifz-portion';
import {
  DUE_DEFAULT_DAYS,
  daysAfter,
  dueAtOf,
  dueDayLimits,
  type DueDayProblem,
} from '../homework-due';
import { PortionInput } from './portion-input';

interface Props {
  highlight: AyahRef | null;
  surahName(surah: number): string | null;
  /** False until the session is synced (its id known). */
  ready: boolean;
  onSet(homework: NewHomework): Promise<Homework>;
}

/** Whether the server refused the note itself (contact details, its length). */
const refusesNote = (error: unknown) =>
  error instanceof ApiError && error.errors.some((refused) => refused.field === 'note');

/**
 * The Sheikh's "Set homework": a portion (as for a lane, the highlight filling it in one tap),
 * the day it is due (in two days to begin with) and a note. After each Set the note clears, so a
 * second tap does not set the same note twice unawares; the portion and day stay.
 */
export function HomeworkForm({ highlight, surahName, ready, onSet }: Props) {
  const { t, i18n } = useTexts('hifz');
  const [unit, setUnit] = useState<PortionUnit>('ayat');
  const [fields, setFields] = useState(EMPTY_PORTION);
  const [dueDay, setDueDay] = useState(() => daysAfter(new Date(), DUE_DEFAULT_DAYS));
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState<readonly PortionField[]>([]);
  const [dueProblem, setDueProblem] = useState<DueDayProblem | null>(null);
  const [noteRefused, setNoteRefused] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const limits = dueDayLimits(new Date());

  const set = async () => {
    const read = portionOf(unit, fields);
    const due = dueAtOf(dueDay, new Date());
    setInvalid('invalid' in read ? read.invalid : []);
    setDueProblem('problem' in due ? due.problem : null);
    setNoteRefused(false);
    setStatus(null);
    if ('invalid' in read || 'problem' in due) return;
    setBusy(true);
    try {
      const trimmed = note.trim();
      const homework = await onSet({
        portion: read.portion,
        dueAt: due.dueAt,
        ...(trimmed ? { note: trimmed } : {}),
      });
      const portion = isolate(portionLabel(homework.portion, t));
      const date = isolate(formatDate(homework.dueAt, i18n.language));
      setStatus({ ok: true, text: t('homework.setDone', { portion, date }) });
      setNote('');
    } catch (error) {
      setNoteRefused(refusesNote(error));
      setStatus({ ok: false, text: apiErrorText(error) });
    } finally {
      setBusy(false);
    }
  };

  const dueHelp =
    dueProblem === 'tooFar'
      ? t('homework.dueTooFar', { count: HOMEWORK_DUE_MAX_DAYS })
      : dueProblem
        ? t(`homework.due${dueProblem === 'past' ? 'Past' : 'Missing'}`)
        : t('homework.dueHint');

  return (
    <Box
      component="form"
      noValidate
      data-testid="homework-form"
      onSubmit={(event) => {
        event.preventDefault();
        void set();
      }}
      sx={{ display: 'grid', gap: 1.25 }}
    >
      <PortionInput
        unit={unit}
        fields={fields}
        invalid={invalid}
        highlight={highlight}
        surahName={surahName}
        onUnit={setUnit}
        onFields={setFields}
      />
      <TextField
        size="small"
        type="date"
        label={t('homework.dueDate')}
        value={dueDay}
        onChange={(event) => {
          setDueDay(event.target.value);
          setDueProblem(null);
        }}
        error={dueProblem !== null}
        helperText={dueHelp}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: limits.min, max: limits.max, 'data-testid': 'homework-due-date' },
        }}
      />
      <TextField
        size="small"
        label={t('homework.note')}
        value={note}
        error={noteRefused}
        onChange={(event) => {
          setNote(event.target.value);
          setNoteRefused(false);
        }}
        slotProps={{
          htmlInput: {
            maxLength: HOMEWORK_NOTE_MAX,
            dir: 'auto',
            'data-testid': 'homework-note-input',
          },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={busy || !ready}
        data-testid="homework-set"
      >
        {t('homework.set')}
      </Button>
      {status && (
        <Alert severity={status.ok ? 'success' : 'error'} role="status">
          {status.text}
        </Alert>
      )}
    </Box>
  );
}
