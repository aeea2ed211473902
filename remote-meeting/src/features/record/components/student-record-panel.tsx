import { apiErrorText, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useSurahs } from '../../../lib/quran/use-surahs';
import { useStudentRecord } from '../use-student-record';
import { RecordView } from './record-view';

/**
 * One student's record to read, without the page around it: a child's, on its guardian's
 * family page. Nobody sets a surah's status from here.
 */
export function StudentRecordPanel({ studentId }: { studentId: string }) {
  const { t } = useTexts('classroom');
  const record = useStudentRecord(studentId);
  const surahs = useSurahs();
  if (record.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', p: 4 }}>
        <CircularProgress aria-label={t('record.title')} />
      </Box>
    );
  }
  if (record.isError) {
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => void record.refetch()}>{t('record.retry')}</Button>}
      >
        {apiErrorText(record.error)}
      </Alert>
    );
  }
  return <RecordView record={record.data} surahs={surahs.data ?? []} />;
}
