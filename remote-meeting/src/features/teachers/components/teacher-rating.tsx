import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import { useFormat, useTexts } from '@app/shared';

interface TeacherRatingProps {
  averageRating: number;
  totalReviews: number;
}

/** "★ 4.5 (12 ratings)", or "No ratings yet". */
export function TeacherRating({ averageRating, totalReviews }: TeacherRatingProps) {
  const { t } = useTexts('teaching');
  const format = useFormat();
  if (totalReviews === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="teacher-rating">
        {t('noRatings')}
      </Typography>
    );
  }
  const value = format.number(averageRating, 1);
  return (
    // One image with one name: the star, the figure and the count read as a single phrase.
    <Box
      role="img"
      data-testid="teacher-rating"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      aria-label={`${t('rating', { value })}, ${t('ratings', { count: totalReviews })}`}
    >
      <StarIcon fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }} aria-hidden>
        {value}
      </Typography>
      <Typography variant="body2" component="span" color="text.secondary" aria-hidden>
        ({t('ratings', { count: totalReviews })})
      </Typography>
    </Box>
  );
}
