import type { ChildSummary } from '@app/shared';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { InviteGuardianForm } from './invite-guardian-form';
import { LeaveChild } from './leave-child';
import { ResetPasswordForm } from './reset-password-form';

/** A child's account as its guardian manages it: password, a second guardian, leaving. */
export function ChildAccount({ child }: { child: ChildSummary }) {
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <ResetPasswordForm child={child} />
      <InviteGuardianForm child={child} />
      <LeaveChild child={child} />
    </Stack>
  );
}
