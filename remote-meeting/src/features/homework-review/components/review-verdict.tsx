import {
  apiErrorText,
  HIFZ_GRADES,
  HOMEWORK_NOTE_MAX,
  type HifzGrade,
  type HomeworkReview,
  type ReviewOutcome,
  useTexts,
} from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ChoiceToggle } from '../../../lib/choice-toggle';

interface Props {
  busy: boolean;
  /** The last review refused, to say why. */
  error: unknown;
  onReview(review: HomeworkReview): void;
}

/** The grade, a note to the student, and the two ends of a review: accept, or ask again. */
export function ReviewVerdict({ busy, error, onReview }: Props) {
  const { t } = useTexts('homework');
  const [grade, setGrade] = useState<HifzGrade | null>(null);
  const [gradeMissing, setGradeMissing] = useState(false);
  const [note, setNote] = useState('');

  const send = (outcome: ReviewOutcome) => {
    if (!grade) {
      setGradeMissing(true);
      return;
    }
    const trimmed = note.trim();
    onReview({ grade, outcome, ...(trimmed ? { note: trimmed } : {}) });
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.25 }}>
      <Box>
        <ChoiceToggle<HifzGrade>
          label={t('review.grade')}
          value={grade}
          disabled={busy}
          testId="review-grade"
          onChange={(next) => {
            setGrade(next);
            setGradeMissing(false);
          }}
          choices={HIFZ_GRADES.map((value) => ({ value, label: t(`hifz:grades.${value}`) }))}
        />
        {gradeMissing && <FormHelperText error>{t('review.gradeNeeded')}</FormHelperText>}
      </Box>
      <TextField
        size="small"
        multiline
        minRows={2}
        label={t('review.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: HOMEWORK_NOTE_MAX, dir: 'auto', 'data-testid': 'review-note' },
        }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => send('accept')}
          data-testid="review-accept"
          sx={{ flex: '1 1 auto' }}
        >
          {t('review.accept')}
        </Button>
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => send('resubmit')}
          data-testid="review-resubmit"
          sx={{ flex: '1 1 auto' }}
        >
          {t('review.resubmit')}
        </Button>
      </Box>
      {Boolean(error) && <Alert severity="error">{apiErrorText(error)}</Alert>}
    </Box>
  );
}
