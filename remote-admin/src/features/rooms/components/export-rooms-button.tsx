import { useState } from 'react';
import { AppButton, ROOMS_EXPORT_MAX_ROWS, type RoomsFilter, useTexts } from '@app/shared';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useSnackbar } from 'notistack';
import { getRoomsSummary, roomsCsvUrl } from '../api/get-rooms-summary';

/**
 * Downloads the filter's rooms as CSV, made on the server. The browser fetches the file itself
 * (a download, not a page), with the session cookie; one API call first renews the session if
 * its access cookie has expired, so the download never meets a 401.
 */
export function ExportRoomsButton({
  filter,
  total,
}: {
  filter: RoomsFilter;
  /** Rooms in the filter, when known: past the export's limit the admin is told. */
  total: number | undefined;
}) {
  const { t } = useTexts('admin');
  const { enqueueSnackbar } = useSnackbar();
  const [preparing, setPreparing] = useState(false);

  const download = async () => {
    setPreparing(true);
    try {
      await getRoomsSummary(filter);
      const link = document.createElement('a');
      link.href = roomsCsvUrl(filter);
      link.download = '';
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
    } catch {
      enqueueSnackbar(t('rooms.export.failed'), { variant: 'error' });
    } finally {
      setPreparing(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <AppButton
        variant="secondary"
        startIcon={<DownloadIcon />}
        loading={preparing}
        onClick={() => void download()}
      >
        {t('rooms.export.button')}
      </AppButton>
      {total !== undefined && total > ROOMS_EXPORT_MAX_ROWS && (
        <Typography variant="body2" color="text.secondary">
          {t('rooms.export.truncated', { count: ROOMS_EXPORT_MAX_ROWS })}
        </Typography>
      )}
    </Stack>
  );
}
