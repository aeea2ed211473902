import { useTexts } from '@app/shared/core';
import type { RecitationTest, RevealStep } from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface TeacherProps {
  test: RecitationTest | null;
  /** Null when there is nothing to hide from (past the Quran's last ayah). */
  canStart: boolean;
  onStart(): void;
  onReveal(step: RevealStep): void;
  onStop(): void;
}

/**
 * The teacher's recitation test: "Test" hides the text on the student's screen; while it runs,
 * each Reveal uncovers a word or the rest of the ayah on both screens.
 */
export function RecitationTestControls({
  test,
  canStart,
  onStart,
  onReveal,
  onStop,
}: TeacherProps) {
  const { t } = useTexts('classroom');
  if (!test) {
    return (
      <Box sx={{ px: 2, py: 0.5, display: 'flex', gap: 1, alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          disabled={!canStart}
          onClick={onStart}
          aria-describedby="recitation-test-hint"
        >
          {t('test.start')}
        </Button>
        <Typography id="recitation-test-hint" sx={{ fontSize: 12, color: 'text.secondary' }}>
          {t('test.startHint')}
        </Typography>
      </Box>
    );
  }
  const { surah, ayah, word } = test.hiddenFrom;
  return (
    <Box
      role="group"
      aria-label={t('test.start')}
      data-testid="recitation-test"
      sx={{ px: 2, py: 0.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      <Button size="small" variant="contained" onClick={() => onReveal('word')}>
        {t('test.revealWord')}
      </Button>
      <Button size="small" variant="outlined" onClick={() => onReveal('ayah')}>
        {t('test.revealAyah')}
      </Button>
      <Button size="small" onClick={onStop}>
        {t('test.stop')}
      </Button>
      <Typography role="status" sx={{ fontSize: 12, color: 'text.secondary' }}>
        {t('test.teacherStatus', { surah, ayah, word: word + 1 })}
      </Typography>
    </Box>
  );
}

/** What the student reads while a test hides part of the page. */
export function RecitationTestNotice() {
  const { t } = useTexts('classroom');
  return (
    <Alert severity="info" sx={{ mx: 1, py: 0 }} role="status">
      {t('test.studentNotice')}
    </Alert>
  );
}
