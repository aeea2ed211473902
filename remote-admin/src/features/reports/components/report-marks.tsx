import { markLabel, useTexts, type MistakeMark } from '@app/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** How many mistakes the Sheikh marked in the lesson, and each one: kind, detail, ayah, note. */
export function ReportMarks({ marks }: { marks: readonly MistakeMark[] }) {
  const { t } = useTexts('admin');
  return (
    <Box data-testid="report-marks" data-count={marks.length}>
      <Typography color="text.secondary">
        {t('reportDetails.marksCount', { count: marks.length })}
      </Typography>
      {marks.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, paddingInlineStart: 2.5 }}>
          {marks.map((mark) => (
            <Typography component="li" variant="body2" key={mark.id}>
              {markLabel(mark, t)} ·{' '}
              {t('reportDetails.markPlace', { surah: mark.surah, ayah: mark.ayah })}
              {mark.note && (
                <>
                  {' '}
                  · <bdi dir="auto">{mark.note}</bdi>
                </>
              )}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
