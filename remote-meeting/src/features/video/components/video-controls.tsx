import { useTexts } from '@app/shared/core';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CallEndIcon from '@mui/icons-material/CallEnd';
import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { useState } from 'react';

const round = {
  bgcolor: 'rgba(255,255,255,0.16)',
  color: 'common.white',
  '&:hover': { bgcolor: 'rgba(255,255,255,0.28)' },
};

/** Enables or disables every track of a kind: the peer keeps its connection, gets silence or black. */
function useTrackToggle(stream: MediaStream | null, kind: 'audio' | 'video') {
  const [on, setOn] = useState(true);
  const tracks = stream?.getTracks().filter((track) => track.kind === kind) ?? [];
  const toggle = () => {
    const next = !on;
    tracks.forEach((track) => (track.enabled = next));
    setOn(next);
  };
  return { on, available: tracks.length > 0, toggle };
}

/** The recitation-audio switch, where the video path offers it. */
export interface RecitationSwitch {
  on: boolean;
  toggle(): void;
}

/** Microphone, camera, recitation audio and hang-up, centred at the bottom of the meeting view. */
export function VideoControls({
  stream,
  onHangUp,
  recitation,
}: {
  stream: MediaStream | null;
  onHangUp(): void;
  recitation?: RecitationSwitch;
}) {
  const { t } = useTexts('meeting');
  const mic = useTrackToggle(stream, 'audio');
  const camera = useTrackToggle(stream, 'video');
  const micLabel = t(mic.on ? 'video.muteMic' : 'video.unmuteMic');
  const cameraLabel = t(camera.on ? 'video.cameraOff' : 'video.cameraOn');
  return (
    <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', p: 2 }}>
      <Tooltip title={micLabel}>
        <span>
          <IconButton
            aria-label={micLabel}
            aria-pressed={!mic.on}
            disabled={!mic.available}
            onClick={mic.toggle}
            sx={round}
            size="large"
          >
            {mic.on ? <MicIcon /> : <MicOffIcon />}
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={cameraLabel}>
        <span>
          <IconButton
            aria-label={cameraLabel}
            aria-pressed={!camera.on}
            disabled={!camera.available}
            onClick={camera.toggle}
            sx={round}
            size="large"
          >
            {camera.on ? <VideocamIcon /> : <VideocamOffIcon />}
          </IconButton>
        </span>
      </Tooltip>
      {recitation && (
        <Tooltip title={t('video.recitation')}>
          <span>
            <IconButton
              aria-label={t('video.recitation')}
              aria-pressed={recitation.on}
              disabled={!mic.available}
              onClick={recitation.toggle}
              sx={recitation.on ? { ...round, bgcolor: 'success.main' } : round}
              size="large"
            >
              <GraphicEqIcon />
            </IconButton>
          </span>
        </Tooltip>
      )}
      <Tooltip title={t('video.hangUp')}>
        <IconButton
          aria-label={t('video.hangUp')}
          onClick={onHangUp}
          size="large"
          sx={{
            bgcolor: 'error.main',
            color: 'common.white',
            '&:hover': { bgcolor: 'error.dark' },
          }}
        >
          <CallEndIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
