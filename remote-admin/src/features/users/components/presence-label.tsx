import { StatusDot, type DotStatus, useTexts } from '@app/shared';
import Box from '@mui/material/Box';

/** A user's live presence: the coloured dot and its word. */
export function PresenceLabel({ status }: { status: DotStatus }) {
  const { t } = useTexts('admin');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <StatusDot status={status} />
      {t(`common:status.${status}`)}
    </Box>
  );
}
