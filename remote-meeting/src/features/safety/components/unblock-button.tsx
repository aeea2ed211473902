import { apiErrorText, useTexts } from '@app/shared';
import Button from '@mui/material/Button';
import { enqueueSnackbar } from 'notistack';
import { useUnblockTeacher } from '../api/blocks-api';
import type { BlockableTeacher } from '../blockable-teacher';

/** Lifts the student's block of this Sheikh, at once: nothing is lost by it, so no confirmation. */
export function UnblockButton({ teacher }: { teacher: BlockableTeacher }) {
  const { t } = useTexts('safety');
  const unblock = useUnblockTeacher();
  return (
    <Button
      size="small"
      color="inherit"
      aria-label={t('block.unblockLabel', { name: teacher.name })}
      disabled={unblock.isPending}
      onClick={() =>
        unblock.mutate(teacher._id, {
          onSuccess: () =>
            enqueueSnackbar(t('block.unblocked', { name: teacher.name }), { variant: 'success' }),
          onError: (error) => enqueueSnackbar(apiErrorText(error), { variant: 'error' }),
        })
      }
    >
      {t('block.unblock')}
    </Button>
  );
}
