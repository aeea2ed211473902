import {
  apiErrorText,
  currentUserAtom,
  PageHeader,
  type StudentRecord,
  type SurahStatus,
  useTexts,
} from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listStudents, setSurahStatus } from '../api/record-api';
import { useSurahs } from '../../../lib/quran/use-surahs';
import { recordKey, useStudentRecord } from '../use-student-record';
import { RecordView } from './record-view';

interface Props {
  /** The chosen student's recited homework (another feature's), shown in the record. */
  homeworkSlot?: (studentId: string) => ReactNode;
  /** Under the student choice while none is chosen (a Sheikh's recordings waiting for review). */
  noStudentSlot?: ReactNode;
  /** What a Sheikh adds to one of their past lessons with the student (its lanes, homework). */
  lessonToolsSlot?: (meetingId: string, studentId: string) => ReactNode;
}

/**
 * /record: a student's memorisation record. A student sees their own; a teacher picks one of the
 * students they have taught, an admin any student with a session (`?student=<id>`).
 */
export function RecordPage({ homeworkSlot, noStudentSlot, lessonToolsSlot }: Props = {}) {
  const { t } = useTexts('classroom');
  const user = useAtomValue(currentUserAtom);
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const isStudent = user?.role === 'student';
  const studentId = isStudent ? user._id : params.get('student');

  const students = useQuery({
    queryKey: ['classroom', 'students'],
    queryFn: listStudents,
    enabled: !isStudent && user !== null,
  });
  const surahs = useSurahs();
  const record = useStudentRecord(studentId);
  const setStatus = useMutation({
    mutationFn: ({ surah, status }: { surah: number; status: SurahStatus }) =>
      setSurahStatus(studentId!, surah, status),
    onSuccess: (progress) =>
      queryClient.setQueryData<StudentRecord>(recordKey(studentId!), (previous) =>
        previous
          ? {
              ...previous,
              surahs: [...previous.surahs.filter((s) => s.surah !== progress.surah), progress],
            }
          : previous,
      ),
  });

  const title = record.data
    ? t('record.titleOf', { name: record.data.student.name })
    : t('record.title');

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <PageHeader
        title={title}
        actions={
          !isStudent && (
            <TextField
              select
              size="small"
              sx={{ minWidth: 220 }}
              label={t('record.student')}
              value={studentId ?? ''}
              onChange={(event) => setParams({ student: event.target.value })}
            >
              {(students.data ?? []).map((entry) => (
                <MenuItem key={entry._id} value={entry._id}>
                  {entry.name}
                </MenuItem>
              ))}
            </TextField>
          )
        }
      />
      {!studentId && (
        <Typography color="text.secondary">
          {students.data?.length === 0 ? t('record.noStudents') : t('record.chooseStudent')}
        </Typography>
      )}
      {!studentId && noStudentSlot && <Box sx={{ mt: 2 }}>{noStudentSlot}</Box>}
      {record.isPending && studentId && (
        <Box sx={{ display: 'grid', placeItems: 'center', p: 4 }}>
          <CircularProgress aria-label={t('record.title')} />
        </Box>
      )}
      {record.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void record.refetch()}>{t('record.retry')}</Button>}
        >
          {apiErrorText(record.error)}
        </Alert>
      )}
      {setStatus.isError && <Alert severity="error">{apiErrorText(setStatus.error)}</Alert>}
      {record.data && (
        <RecordView
          record={record.data}
          surahs={surahs.data ?? []}
          homework={studentId ? homeworkSlot?.(studentId) : undefined}
          lessonTools={
            studentId && lessonToolsSlot
              ? (meetingId) => lessonToolsSlot(meetingId, studentId)
              : undefined
          }
          onSetStatus={
            record.data.canEdit ? (surah, status) => setStatus.mutate({ surah, status }) : undefined
          }
        />
      )}
    </Box>
  );
}
