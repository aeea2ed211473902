import { currentUserAtom, formatDate, isolate, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { registerHomeworkTranslations } from '../../../i18n/homework-translations';
import { portionLabel } from '../../../lib/hifz/portion-label';
import { useWaitingHomework } from '../use-waiting-homework';

registerHomeworkTranslations();

/**
 * The Sheikh's recordings waiting for review, the oldest first, each leading to the student's
 * record where it is reviewed. Nothing for anyone but a Sheikh.
 */
export function WaitingForReview() {
  const { t, i18n } = useTexts('homework');
  const user = useAtomValue(currentUserAtom);
  const isSheikh = user?.role === 'teacher';
  const waiting = useWaitingHomework(isSheikh);
  const headingId = useId();
  if (!isSheikh) return null;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="waiting-for-review"
      sx={{ p: 2, display: 'grid', gap: 1 }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        {t('review.waiting.title')}
      </Typography>
      {waiting.isError && (
        <Alert
          severity="error"
          action={
            <Button onClick={() => void waiting.refetch()}>{t('review.waiting.retry')}</Button>
          }
        >
          {t('review.waiting.loadFailed')}
        </Alert>
      )}
      {waiting.data?.length === 0 && (
        <Typography color="text.secondary">{t('review.waiting.empty')}</Typography>
      )}
      {waiting.data && waiting.data.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {waiting.data.map((homework) => {
            const sent = homework.submissions.at(-1)?.submittedAt ?? homework.createdAt;
            return (
              <Box component="li" key={homework.id} data-testid="waiting-homework">
                <MuiLink
                  component={Link}
                  to={`/record?student=${encodeURIComponent(homework.studentId)}`}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  <bdi>{homework.studentName}</bdi>
                </MuiLink>
                <Typography variant="body2" color="text.secondary">
                  {[
                    isolate(portionLabel(homework.portion, t)),
                    t('review.sent', { date: isolate(formatDate(sent, i18n.language)) }),
                  ].join(' · ')}
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
