import { StatusDot, type DotStatus } from '@app/shared';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** A user's live presence: the coloured dot and its word. */
export function PresenceLabel({ status }: { status: DotStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <StatusDot status={status} />
      {t(`common:status.${status}`)}
    </Box>
  );
}
