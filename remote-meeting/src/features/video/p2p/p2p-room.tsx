import { useTexts } from '@app/shared/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { InControlsSlot } from '../../../lib/controls-slot';
import { StreamVideo } from '../components/stream-video';
import { VideoControls } from '../components/video-controls';
import type { VideoRoomProps } from '../video-provider';
import { useP2pRoom } from './use-p2p-room';
import type { IceServer } from '@app/shared';

/** The built-in one-to-one call: the other person large, yourself small in the corner. */
export function P2pRoom({
  roomName,
  peerId,
  entry,
  peerName,
  moderator,
  onHangUp,
  iceServers,
}: VideoRoomProps & { iceServers: IceServer[] }) {
  const { t } = useTexts('meeting');
  // The teacher is impolite: on an offer collision the teacher's offer wins.
  const { local, remote, status, setRecitation } = useP2pRoom(
    roomName,
    peerId,
    entry,
    !moderator,
    iceServers,
  );
  const [recitation, setRecitationOn] = useState(false);
  const [recitationFailed, setRecitationFailed] = useState(false);
  const toggleRecitation = () => {
    const next = !recitation;
    setRecitation(next).then(
      () => {
        setRecitationOn(next);
        setRecitationFailed(false);
      },
      (error: unknown) => {
        console.error('Recitation audio failed', error);
        setRecitationFailed(true);
      },
    );
  };
  const waiting = status === 'waiting' || status === 'reconnecting' || !remote;
  return (
    <Box
      sx={{
        position: 'relative',
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'common.black',
        minHeight: 0,
      }}
      data-link-status={status}
    >
      <StreamVideo
        stream={remote}
        label={t('video.remoteVideo', { name: peerName })}
        testId="remote-video"
        sx={{ flex: 1, width: '100%', minHeight: 0 }}
      />
      {waiting && (
        <Typography
          sx={{
            position: 'absolute',
            top: '40%',
            insetInline: 0,
            textAlign: 'center',
            color: 'common.white',
          }}
          aria-live="polite"
        >
          {status === 'reconnecting'
            ? t('video.reconnecting')
            : t('video.waitingPeer', { name: peerName })}
        </Typography>
      )}
      {local?.stream && (
        <StreamVideo
          own
          stream={local.stream}
          label={t('video.ownVideo')}
          testId="own-video"
          sx={{
            position: 'absolute',
            insetInlineEnd: { xs: 8, sm: 16 },
            bottom: { xs: 8, sm: 16 },
            width: { xs: 96, sm: 200 },
            aspectRatio: '16 / 9',
            borderRadius: 1,
            boxShadow: 4,
          }}
        />
      )}
      {/* With the controls, not over the video: a phone's small video has no room for them. */}
      <InControlsSlot>
        {local?.problem && (
          <Alert severity="warning" sx={{ mx: 2, mt: 1 }} data-testid="media-problem">
            {t(`video.devices.${local.problem}`)}
          </Alert>
        )}
        {(recitation || recitationFailed) && (
          <Alert
            severity={recitationFailed ? 'error' : 'info'}
            sx={{ mx: 2, mt: 1 }}
            data-testid="recitation-hint"
          >
            {t(recitationFailed ? 'video.recitationFailed' : 'video.recitationHint')}
          </Alert>
        )}
        <VideoControls
          stream={local?.stream ?? null}
          onHangUp={onHangUp}
          recitation={{ on: recitation, toggle: toggleRecitation }}
        />
      </InControlsSlot>
    </Box>
  );
}
