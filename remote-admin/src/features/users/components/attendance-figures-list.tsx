import { Fragment } from 'react';
import { LATE_CANCEL_HOURS, useFormat, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AttendanceFigure } from '../lib/attendance-figures';

interface AttendanceFiguresListProps {
  figures: readonly AttendanceFigure[];
  /** Whose counts these are: cancellations name who made them. */
  name: string;
}

/**
 * Label and number on each line, so no sentence has to agree with its number in either
 * language. The label column shrinks first: a long name wraps rather than pushing the numbers
 * off a narrow screen; `end` puts the numbers on the left in Arabic.
 */
export function AttendanceFiguresList({ figures, name }: AttendanceFiguresListProps) {
  const { t } = useTexts('admin');
  const format = useFormat();
  const labelOf = (label: AttendanceFigure['label']) => {
    if (label === 'cancelled') return t('attendance.cancelled', { name });
    if (label === 'cancelledLate') {
      return t('attendance.cancelledLate', { name, count: LATE_CANCEL_HOURS });
    }
    return t(`attendance.${label}`);
  };
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 2,
        rowGap: 1,
        m: 0,
      }}
    >
      {figures.map(({ label, value }) => (
        <Fragment key={label}>
          <Typography component="dt" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {labelOf(label)}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontWeight: 700, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}
          >
            {format.number(value)}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
