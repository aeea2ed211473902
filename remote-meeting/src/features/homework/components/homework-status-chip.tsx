import { type HomeworkStatus, useTexts } from '@app/shared';
import Chip from '@mui/material/Chip';
import { HOMEWORK_STATUS_COLOURS } from '../homework-rules';

/** A homework's status; late in the error colour. */
export function HomeworkStatusChip({ status }: { status: HomeworkStatus }) {
  const { t } = useTexts('homework');
  return (
    <Chip
      size="small"
      label={t(`status.${status}`)}
      color={HOMEWORK_STATUS_COLOURS[status]}
      data-testid="homework-status"
      data-status={status}
    />
  );
}
