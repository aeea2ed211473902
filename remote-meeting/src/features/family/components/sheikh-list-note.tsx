import { useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { sheikhListLimits, type SheikhListLimit } from '../../../lib/family/guardian-rules';
import { useFamilyStanding } from '../../../lib/family/standing-api';

const LIMIT_TEXTS: Record<SheikhListLimit, string> = {
  female: 'guardian.onlyFemale',
  male: 'guardian.onlyMale',
  chosen: 'guardian.onlyChosen',
};

/**
 * Why a child's Sheikh list is shorter: the limits its guardian set, read-only (the server
 * already left the other Sheikhs out). Nothing without a limit.
 */
export function SheikhListNote() {
  const { t } = useTexts('meeting');
  const standing = useFamilyStanding();
  const limits = sheikhListLimits(standing.data?.safety);
  if (limits.length === 0) return null;
  return (
    <Alert severity="info" data-testid="guardian-limits" sx={{ mb: 2 }}>
      {limits.map((limit) => (
        <Typography key={limit} variant="body2">
          {t(LIMIT_TEXTS[limit])}
        </Typography>
      ))}
    </Alert>
  );
}
