import { apiErrorText, useTexts } from '@app/shared';
import Button from '@mui/material/Button';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useBlockTeacher } from '../api/blocks-api';
import type { BlockableTeacher } from '../blockable-teacher';
import { BlockConfirmDialog } from './block-confirm-dialog';

/** Block, after a confirmation that says what it does. */
export function BlockButton({ teacher }: { teacher: BlockableTeacher }) {
  const { t } = useTexts('safety');
  const [confirming, setConfirming] = useState(false);
  const block = useBlockTeacher();
  return (
    <>
      <Button
        color="error"
        startIcon={<BlockOutlinedIcon />}
        aria-label={t('block.blockLabel', { name: teacher.name })}
        onClick={() => setConfirming(true)}
      >
        {t('block.block')}
      </Button>
      {confirming && (
        <BlockConfirmDialog
          teacher={teacher}
          busy={block.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            block.mutate(teacher._id, {
              onSuccess: () => setConfirming(false),
              onError: (error) => {
                setConfirming(false);
                enqueueSnackbar(apiErrorText(error), { variant: 'error' });
              },
            })
          }
        />
      )}
    </>
  );
}
