import { type PortionUnit, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { wholeNumber, type PortionField, type PortionFields } from '../hifz-portion';

interface Props {
  unit: PortionUnit;
  fields: PortionFields;
  /** The fields that did not hold a whole number at the last Record. */
  invalid: readonly PortionField[];
  surahName(surah: number): string | null;
  onChange(fields: PortionFields): void;
}

// Typed as text, so Arabic-Indic digits are taken too; the keypad is the numeric one.
const NUMERIC = { inputMode: 'numeric', maxLength: 4 } as const;

/**
 * The portion's ends: for ayat a surah and its first and last ayah (one surah: the API takes
 * more, the form keeps to the common case), for pages and juz two numbers, the last one
 * defaulting to the first.
 */
export function PortionFieldsInput({ unit, fields, invalid, surahName, onChange }: Props) {
  const { t } = useTexts('hifz');
  const field = (name: PortionField, label: string, hint?: string | null) => {
    const wrong = invalid.includes(name);
    return (
      <TextField
        size="small"
        label={label}
        value={fields[name]}
        onChange={(event) => onChange({ ...fields, [name]: event.target.value })}
        error={wrong}
        // A blank helper keeps the row's fields level when one of them has a hint.
        helperText={wrong ? t('form.numberNeeded') : (hint ?? ' ')}
        slotProps={{ htmlInput: NUMERIC }}
      />
    );
  };

  if (unit !== 'ayat') {
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {field('from', t('form.from'))}
        {field('to', t('form.to'), t('form.sameAsFrom'))}
      </Box>
    );
  }
  const surah = wholeNumber(fields.surah);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
      {field('surah', t('form.surah'), surah === null ? null : surahName(surah))}
      {field('fromAyah', t('form.fromAyah'))}
      {field('toAyah', t('form.toAyah'))}
    </Box>
  );
}
