import { genderContext, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useBlockedTeachers } from '../api/blocks-api';
import type { BlockableTeacher } from '../blockable-teacher';
import { BlockButton } from './block-button';
import { UnblockButton } from './unblock-button';

/**
 * A student's actions on a Sheikh's page behind the student's block: blocked, a notice with
 * Unblock in their place (no Call); otherwise the actions and Block. Nothing while the list is
 * on its way, so Call never shows for a moment before the notice replaces it. Without a list
 * (it failed) the actions stay: the server refuses a blocked call in any case.
 */
export function BlockGate({
  teacher,
  children,
}: {
  teacher: BlockableTeacher;
  children: ReactNode;
}) {
  const { t } = useTexts('safety');
  const blocks = useBlockedTeachers();
  if (blocks.isLoading) return null;
  const block = blocks.data?.find((blocked) => blocked._id === teacher._id);
  if (block) {
    // A guardian's block is not the student's to lift: it says so instead of offering Unblock.
    return (
      <Alert
        severity="info"
        data-testid="blocked-notice"
        action={block.byGuardian ? undefined : <UnblockButton teacher={teacher} />}
        sx={{ flex: '1 1 100%', alignItems: 'center' }}
      >
        {t(block.byGuardian ? 'block.blockedByGuardian' : 'block.blocked', {
          context: genderContext(teacher),
        })}
      </Alert>
    );
  }
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {children}
      {blocks.data && <BlockButton teacher={teacher} />}
    </Stack>
  );
}
