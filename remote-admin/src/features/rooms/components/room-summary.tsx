import { useFormat, type MeetingRoom } from '@app/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { roomStats } from '../lib/room-stats';

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={label}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
    </Paper>
  );
}

/** The four tiles: loaded rooms, active rooms, average rating, completed. */
export function RoomSummary({ rooms }: { rooms: readonly MeetingRoom[] }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const stats = roomStats(rooms);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        mb: 3,
      }}
    >
      <Tile label={t('rooms.summary.loaded')} value={format.number(stats.loaded)} />
      <Tile label={t('rooms.summary.active')} value={format.number(stats.active)} />
      <Tile
        label={t('rooms.summary.averageRating')}
        value={format.number(stats.averageRating, 1)}
      />
      <Tile label={t('rooms.summary.completed')} value={format.number(stats.completed)} />
    </Box>
  );
}
