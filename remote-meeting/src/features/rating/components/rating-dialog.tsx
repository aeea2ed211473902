import { COMMENT_MAX, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useAtom } from 'jotai';
import { useSubmitRating } from '../api/submit-rating';
import { ratingRequestAtom } from '../rating-atoms';
import { EMPTY_RATING, ratingSchema, type RatingValues } from '../rating-schema';

function RatingForm({
  meetingId,
  teacherName,
  onClose,
}: {
  meetingId: string | null;
  teacherName: string | null;
  onClose(): void;
}) {
  const { t } = useTexts('meeting');
  const submit = useSubmitRating();
  const form = useFormik<RatingValues>({
    initialValues: EMPTY_RATING,
    validationSchema: ratingSchema,
    onSubmit: async ({ rating, comment }) => {
      if (!meetingId || rating === null) return;
      await submit
        .mutateAsync({ meetingId, rating, comment: comment.trim() })
        .catch(() => undefined);
      onClose();
    },
  });
  const commentError = form.errors.comment;
  const ratingError = form.submitCount > 0 ? form.errors.rating : undefined;
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <DialogTitle id="rating-title">{t('rating.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary">
          {teacherName ? t('rating.subtitleWith', { name: teacherName }) : t('rating.subtitle')}
        </Typography>
        {!meetingId && <Alert severity="warning">{t('rating.errors.missingMeeting')}</Alert>}
        <Rating
          name="rating"
          size="large"
          value={form.values.rating}
          onChange={(_event, value) =>
            // A pointer outside the stars can yield NaN; that is no choice at all.
            void form.setFieldValue(
              'rating',
              value !== null && Number.isFinite(value) ? value : null,
            )
          }
          disabled={!meetingId}
          getLabelText={(stars) => t('rating.stars', { count: stars })}
          emptyLabelText={t('rating.noStars')}
          sx={{ justifySelf: 'center' }}
        />
        {ratingError && (
          <Typography color="error" variant="body2" role="alert">
            {t(`rating.errors.${ratingError}`)}
          </Typography>
        )}
        <TextField
          name="comment"
          label={t('rating.comment')}
          multiline
          minRows={3}
          value={form.values.comment}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          disabled={!meetingId}
          error={Boolean(commentError)}
          helperText={
            commentError
              ? t(`rating.errors.${commentError}`)
              : t('rating.counter', { length: form.values.comment.length })
          }
          slotProps={{ htmlInput: { maxLength: COMMENT_MAX, dir: 'auto' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('rating.skip')}</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!meetingId || form.values.rating === null || form.isSubmitting}
        >
          {t('rating.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Stars 1-5, an optional comment (x/500), Submit after a star, Skip. */
export function RatingDialog() {
  const [request, setRequest] = useAtom(ratingRequestAtom);
  if (!request) return null;
  return (
    <Dialog
      open
      onClose={() => setRequest(null)}
      aria-labelledby="rating-title"
      fullWidth
      maxWidth="xs"
    >
      <RatingForm
        meetingId={request.meetingId}
        teacherName={request.teacher?.name ?? null}
        onClose={() => setRequest(null)}
      />
    </Dialog>
  );
}
