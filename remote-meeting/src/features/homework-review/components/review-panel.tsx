import {
  apiErrorText,
  formatDateTime,
  type Homework,
  type HomeworkSubmission,
  type MarkKind,
  type ReviewOutcome,
  useTexts,
} from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useRef, useState, type ComponentType } from 'react';
import type { PortionPageProps, PortionWord } from '../../../lib/homework/portion-page-slot';
import { asPageMark, momentOf } from '../review-rules';
import { useSubmissionReview } from '../use-submission-review';
import { MarkKindChoice } from './mark-kind-choice';
import { RecordingPlayer } from './recording-player';
import { ReviewMarks } from './review-marks';
import { ReviewVerdict } from './review-verdict';

export interface ReviewPanelProps {
  homework: Homework;
  /** The recording waiting for review. */
  submission: HomeworkSubmission;
  /** The portion's mushaf page, drawn by the mushaf feature. */
  mushafSlot: ComponentType<PortionPageProps>;
  onReviewed(outcome: ReviewOutcome): void;
}

/** A word tapped, waiting for its kind, at the moment it was tapped. */
interface PendingMark {
  word: PortionWord;
  atMs: number;
}

// Side by side from the md breakpoint, the page beside everything else; stacked on a phone,
// the page right under the player, so a tapped word's kinds come just below it.
const LAYOUT = {
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
  gridTemplateAreas: {
    xs: '"player" "page" "marks" "verdict"',
    md: '"player page" "marks page" "verdict page"',
  },
} as const;

/**
 * The recording waiting for review beside its portion's page: a word tapped while listening is
 * marked at the player's moment once its kind is tapped; each mark's moment plays it again;
 * then the grade and the verdict.
 */
export function ReviewPanel({
  homework,
  submission,
  mushafSlot: PortionPage,
  onReviewed,
}: ReviewPanelProps) {
  const { t, i18n } = useTexts('homework');
  const audio = useRef<HTMLAudioElement>(null);
  const headingId = useId();
  const [pending, setPending] = useState<PendingMark | null>(null);
  const { marks, addMark, removeMark, review } = useSubmissionReview(homework, submission);
  const pageMarks = useMemo(
    () => marks.map((mark) => asPageMark(mark, homework)),
    [marks, homework],
  );
  const canMark = submission.audioPath !== null;
  const busy = addMark.isPending || removeMark.isPending || review.isPending;
  const markError = addMark.error ?? removeMark.error;

  const chooseWord = (word: PortionWord) => {
    addMark.reset();
    setPending({ word, atMs: momentOf(audio.current?.currentTime ?? 0, submission.durationMs) });
  };
  const mark = (kind: MarkKind) => {
    if (!pending) return;
    const { word, atMs } = pending;
    addMark.mutate(
      { surah: word.surah, ayah: word.ayah, word: word.word, kind, atMs },
      { onSuccess: () => setPending(null) },
    );
  };
  const seek = (atMs: number) => {
    if (audio.current) audio.current.currentTime = atMs / 1000;
  };

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="homework-review"
      data-submission={submission.id}
      sx={LAYOUT}
    >
      <Box sx={{ gridArea: 'player', display: 'grid', gap: 1 }}>
        <Typography id={headingId} variant="subtitle2" component="h3">
          {t('review.title', { attempt: submission.attempt })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('review.sent', { date: formatDateTime(submission.submittedAt, i18n.language) })}
        </Typography>
        <RecordingPlayer submission={submission} audioRef={audio} />
        {canMark && (
          <Typography variant="body2" color="text.secondary">
            {t('review.tapWord')}
          </Typography>
        )}
      </Box>
      <Box sx={{ gridArea: 'page', display: 'grid', gap: 1 }}>
        <PortionPage
          range={homework.range}
          marks={pageMarks}
          selected={pending?.word ?? null}
          onWord={canMark ? chooseWord : undefined}
        />
        {pending && (
          <MarkKindChoice
            word={pending.word}
            atMs={pending.atMs}
            busy={busy}
            onKind={mark}
            onCancel={() => setPending(null)}
          />
        )}
      </Box>
      <Box sx={{ gridArea: 'marks', display: 'grid', gap: 1 }}>
        <Typography variant="subtitle2" component="h4">
          {t('review.marks')}
        </Typography>
        <ReviewMarks
          marks={marks}
          busy={busy}
          onSeek={seek}
          onRemove={(gone) => removeMark.mutate(gone)}
        />
        {Boolean(markError) && <Alert severity="error">{apiErrorText(markError)}</Alert>}
      </Box>
      <Box sx={{ gridArea: 'verdict' }}>
        <ReviewVerdict
          busy={busy}
          error={review.error}
          onReview={(input) => review.mutate(input, { onSuccess: () => onReviewed(input.outcome) })}
        />
      </Box>
    </Box>
  );
}
