import { useTexts } from '@app/shared/core';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HistoryViewer, RowRating } from '../lib/history-rows';

/** The stars and comment of a lesson's ratings, or that it was not rated. */
export function LessonRatings({
  ratings,
  viewer,
}: {
  ratings: readonly RowRating[];
  viewer: HistoryViewer;
}) {
  const { t } = useTexts('history');
  return (
    <Stack spacing={1}>
      {ratings.map((rating, index) => (
        <Stack key={rating.by ?? index} spacing={0.25} data-testid="lesson-rating">
          {rating.by && (
            <Typography variant="caption" color="text.secondary">
              <bdi>{t('ratedBy', { name: rating.by })}</bdi>
            </Typography>
          )}
          {rating.stars === null ? (
            <Typography variant="body2" color="text.secondary">
              {t(`notRated.${viewer}`)}
            </Typography>
          ) : (
            <>
              <Rating
                value={rating.stars}
                readOnly
                size="small"
                getLabelText={(stars: number) => t('stars', { count: stars })}
              />
              {rating.comment && (
                <Typography
                  variant="body2"
                  sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
                  dir="auto"
                >
                  {rating.comment}
                </Typography>
              )}
            </>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
