import { useTexts } from '@app/shared/core';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import GraphicEqIcon from '@mui/icons-material/GraphicEq';

/**
 * Recitation audio on the Jitsi path, over the conference's corner: switching it joins the
 * room again with the new audio settings (a short break in the call), and while it is on the
 * headphones hint stays.
 */
export function JitsiRecitationSwitch({ on, onToggle }: { on: boolean; onToggle(): void }) {
  const { t } = useTexts('meeting');
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        position: 'absolute',
        top: 8,
        insetInlineStart: 8,
        zIndex: 1,
        alignItems: 'flex-start',
      }}
    >
      <Tooltip title={t('video.recitationJitsi')}>
        <IconButton
          aria-label={t('video.recitation')}
          aria-pressed={on}
          onClick={onToggle}
          size="large"
          sx={{
            color: 'common.white',
            bgcolor: on ? 'success.main' : 'grey.800',
            '&:hover': { bgcolor: on ? 'success.dark' : 'grey.900' },
          }}
        >
          <GraphicEqIcon />
        </IconButton>
      </Tooltip>
      {on && (
        <Alert severity="info" sx={{ maxWidth: 360 }} data-testid="recitation-hint">
          {t('video.recitationHint')}
        </Alert>
      )}
    </Stack>
  );
}
