import { useTexts } from '@app/shared';
import Typography from '@mui/material/Typography';
import { zoneNameAt } from '../../../lib/booking/viewer-zone';

/**
 * Which clock the times are on: always the viewer's, and the Sheikh's beside it when it reads
 * differently, so a student is not surprised that "18:00" is not the Sheikh's 18:00. Named at
 * the shown week's start, since a zone's name changes with daylight saving.
 */
export function ZoneNotes({
  at,
  viewerZone,
  sheikhZone,
  context,
}: {
  at: Date;
  viewerZone: string;
  sheikhZone: string;
  context: string | undefined;
}) {
  const { t, i18n } = useTexts('booking');
  const mine = zoneNameAt(at, i18n.language, viewerZone);
  const theirs = zoneNameAt(at, i18n.language, sheikhZone);
  return (
    <div>
      <Typography variant="body2" data-testid="booking-zone">
        {t('yourZone', { zone: mine })}
      </Typography>
      {theirs !== mine && (
        <Typography variant="body2" color="text.secondary" data-testid="booking-sheikh-zone">
          {t('sheikhZone', { zone: theirs, context })}
        </Typography>
      )}
    </div>
  );
}
