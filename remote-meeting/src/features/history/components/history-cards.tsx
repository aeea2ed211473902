import { useTexts } from '@app/shared/core';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HistoryRow, HistoryViewer } from '../lib/history-rows';
import type { RowAction } from './row-action';
import { LessonRatings } from './lesson-ratings';
import { useLessonFormat } from './use-lesson-format';

/** The history on a phone: one card per lesson, nothing wider than the screen. */
export function HistoryCards({
  rows,
  viewer,
  rowAction,
}: {
  rows: readonly HistoryRow[];
  viewer: HistoryViewer;
  rowAction?: RowAction | undefined;
}) {
  const { t } = useTexts('history');
  const format = useLessonFormat();
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => {
        const names = format.names(row.others.map((other) => other.name));
        return (
          <Card
            key={row.id}
            component="li"
            variant="outlined"
            aria-label={t('sessionWith', { names })}
            data-testid="history-entry"
          >
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                <bdi>{names}</bdi>
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                <bdi>{format.date(row.startedAt)}</bdi> · <bdi>{format.duration(row.duration)}</bdi>
              </Typography>
              <LessonRatings ratings={row.ratings} viewer={viewer} />
              {rowAction && <Box sx={{ mt: 1 }}>{rowAction(row)}</Box>}
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
