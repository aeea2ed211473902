import { useTexts, type Report } from '@app/shared';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { isUrgent } from '../lib/report-urgency';
import {
  ReportFiled,
  ReportHandler,
  ReportPerson,
  ReportReason,
  ReportStatusChip,
  urgentEdgeSx,
} from './report-cells';
import { ViewReportButton } from './view-report-button';

interface ReportsTableProps {
  reports: Report[];
  onView: (report: Report) => void;
}

const COLUMNS = [
  'reason',
  'status',
  'reporter',
  'reported',
  'room',
  'filed',
  'handledBy',
  'view',
] as const;

// The row of a safety concern is edged like its card on a phone, beside its Urgent chip.
const urgentRowSx = { '& > td:first-of-type': urgentEdgeSx };

/**
 * The queue on a wide screen. A plain table rather than the data grid: the server orders and
 * pages the reports, so the grid's sorting and paging would go unused for its weight.
 */
export function ReportsTable({ reports, onView }: ReportsTableProps) {
  const { t } = useTexts('admin');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('reports.title')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{t(`reports.columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {reports.map((report) => (
            <TableRow key={report._id} sx={isUrgent(report) ? urgentRowSx : undefined}>
              <TableCell>
                <ReportReason report={report} />
              </TableCell>
              <TableCell>
                <ReportStatusChip status={report.status} />
              </TableCell>
              <TableCell>
                <ReportPerson person={report.reporter} />
              </TableCell>
              <TableCell>
                <ReportPerson person={report.reported} />
              </TableCell>
              <TableCell>
                <bdi>{report.roomName}</bdi>
              </TableCell>
              <TableCell>
                <ReportFiled report={report} />
              </TableCell>
              <TableCell>
                <ReportHandler report={report} />
              </TableCell>
              <TableCell padding="checkbox">
                <ViewReportButton report={report} onView={onView} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
