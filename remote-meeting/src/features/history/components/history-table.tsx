import { useTexts } from '@app/shared/core';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { HistoryRow, HistoryViewer } from '../lib/history-rows';
import type { RowAction } from './row-action';
import { LessonRatings } from './lesson-ratings';
import { useLessonFormat } from './use-lesson-format';

/** Whose rating the column holds, from the viewer's side. */
const RATING_COLUMN: Record<HistoryViewer, string> = {
  student: 'columns.ratingGiven',
  teacher: 'columns.ratingReceived',
  guardian: 'columns.ratingByChild',
};

/** The history on a wide screen: a table (its own chunk; a phone never loads it). */
export function HistoryTable({
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
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.date')}</TableCell>
            <TableCell>{t(viewer === 'teacher' ? 'columns.student' : 'columns.teacher')}</TableCell>
            <TableCell>{t('columns.duration')}</TableCell>
            <TableCell sx={{ width: '40%' }}>{t(RATING_COLUMN[viewer])}</TableCell>
            {rowAction && <TableCell>{t('columns.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="history-entry" sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(row.startedAt)}</TableCell>
              <TableCell>
                <bdi>{format.names(row.others.map((other) => other.name))}</bdi>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.duration(row.duration)}</TableCell>
              <TableCell>
                <LessonRatings ratings={row.ratings} viewer={viewer} />
              </TableCell>
              {rowAction && <TableCell>{rowAction(row)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
