import { useFormat, type RoomsSummary, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={label}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * The figures of the whole filter, from the server: rooms (booked and on demand), active,
 * completed, average rating, total and average session time. A dash while they load or when they failed.
 */
export function RoomSummary({ summary }: { summary: RoomsSummary | undefined }) {
  const { t } = useTexts('admin');
  const format = useFormat();
  const shown = (value: (figures: RoomsSummary) => string) => (summary ? value(summary) : '–');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
        mb: 3,
      }}
    >
      <Tile
        label={t('rooms.summary.total')}
        value={shown((s) => format.number(s.total))}
        {...(summary && {
          note: t('rooms.summary.byOrigin', {
            booked: format.number(summary.byOrigin.booked),
            onDemand: format.number(summary.byOrigin.on_demand),
          }),
        })}
      />
      <Tile
        label={t('rooms.summary.active')}
        value={shown((s) => format.number(s.byStatus.active))}
      />
      <Tile
        label={t('rooms.summary.completed')}
        value={shown((s) => format.number(s.byStatus.ended))}
      />
      <Tile
        label={t('rooms.summary.averageRating')}
        value={shown((s) => format.number(s.averageRating, 1))}
        {...(summary && { note: t('rooms.summary.ratings', { count: summary.totalRatings }) })}
      />
      <Tile
        label={t('rooms.summary.totalDuration')}
        value={shown((s) => format.minutes(s.totalDurationMinutes))}
      />
      <Tile
        label={t('rooms.summary.averageDuration')}
        value={shown((s) => format.minutes(s.averageDurationMinutes))}
      />
    </Box>
  );
}
