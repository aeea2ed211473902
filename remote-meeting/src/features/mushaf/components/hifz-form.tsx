import {
  apiErrorText,
  HIFZ_GRADES,
  HIFZ_LANES,
  HIFZ_NOTE_MAX,
  type AyahRef,
  type HifzEntry,
  type HifzGrade,
  type HifzLane,
  type NewHifzEntry,
  type PortionUnit,
  useTexts,
} from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ChoiceToggle } from '../../../lib/choice-toggle';
import { entryLabel } from '../../../lib/hifz/entry-label';
import { EMPTY_PORTION, portionOf, type PortionField } from '../hifz-portion';
import { PortionInput } from './portion-input';

interface Props {
  /** The mushaf's highlighted ayah, which fills an ayat portion in one tap. */
  highlight: AyahRef | null;
  surahName(surah: number): string | null;
  /** False until the session is synced (its id known). */
  ready: boolean;
  onRecord(entry: NewHifzEntry): Promise<HifzEntry>;
}

/**
 * The Sheikh's record of one lane: the lane, the portion (ayat, pages or juz), its grade and a
 * note. After each Record the grade and note clear, so a second tap cannot record it twice
 * unawares, while the lane and portion stay for a correction.
 */
export function HifzForm({ highlight, surahName, ready, onRecord }: Props) {
  const { t } = useTexts('hifz');
  const [lane, setLane] = useState<HifzLane>('sabaq');
  const [unit, setUnit] = useState<PortionUnit>('ayat');
  const [fields, setFields] = useState(EMPTY_PORTION);
  const [grade, setGrade] = useState<HifzGrade | null>(null);
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState<readonly PortionField[]>([]);
  const [gradeMissing, setGradeMissing] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const record = async () => {
    const read = portionOf(unit, fields);
    setInvalid('invalid' in read ? read.invalid : []);
    setGradeMissing(grade === null);
    setStatus(null);
    if ('invalid' in read || grade === null) return;
    setBusy(true);
    try {
      const trimmed = note.trim();
      const entry = await onRecord({
        lane,
        portion: read.portion,
        grade,
        ...(trimmed ? { note: trimmed } : {}),
      });
      setStatus({ ok: true, text: t('form.recorded', { entry: entryLabel(entry, t) }) });
      setGrade(null);
      setNote('');
    } catch (error) {
      setStatus({ ok: false, text: apiErrorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      data-testid="hifz-form"
      onSubmit={(event) => {
        event.preventDefault();
        void record();
      }}
      sx={{ display: 'grid', gap: 1.25 }}
    >
      <ChoiceToggle<HifzLane>
        label={t('form.lane')}
        value={lane}
        onChange={setLane}
        choices={HIFZ_LANES.map((value) => ({
          value,
          label: t(`lanes.${value}`),
          hint: t(`laneMeanings.${value}`),
        }))}
      />
      <PortionInput
        unit={unit}
        fields={fields}
        invalid={invalid}
        highlight={highlight}
        surahName={surahName}
        onUnit={setUnit}
        onFields={setFields}
      />
      <Box>
        <ChoiceToggle<HifzGrade>
          label={t('form.grade')}
          value={grade}
          onChange={(next) => {
            setGrade(next);
            setGradeMissing(false);
          }}
          choices={HIFZ_GRADES.map((value) => ({ value, label: t(`grades.${value}`) }))}
        />
        {gradeMissing && <FormHelperText error>{t('form.gradeNeeded')}</FormHelperText>}
      </Box>
      <TextField
        size="small"
        label={t('form.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{ htmlInput: { maxLength: HIFZ_NOTE_MAX, dir: 'auto' } }}
      />
      <Button type="submit" variant="contained" disabled={busy || !ready}>
        {t('form.record')}
      </Button>
      {status && (
        <Alert severity={status.ok ? 'success' : 'error'} role="status">
          {status.text}
        </Alert>
      )}
    </Box>
  );
}
