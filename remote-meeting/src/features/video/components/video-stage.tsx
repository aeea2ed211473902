import { useTexts } from '@app/shared/core';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useVideoConfig } from '../../../lib/video-config';
import { JitsiRoom } from '../jitsi/jitsi-room';
import { P2pRoom } from '../p2p/p2p-room';
import type { VideoRoomProps } from '../video-provider';

/** The configured provider (GET /config): built-in p2p by default, Jitsi when configured. */
export function VideoStage(props: VideoRoomProps) {
  const { t } = useTexts('meeting');
  const config = useVideoConfig();
  if (config.isPending) {
    return (
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label={t('meeting.loading')} />
      </Box>
    );
  }
  const video = config.data;
  if (video?.provider === 'jitsi' && video.domain) {
    return (
      <JitsiRoom key={`${props.roomName}:${props.token ?? ''}`} domain={video.domain} {...props} />
    );
  }
  // Without a readable configuration the built-in provider still works with no third party.
  return <P2pRoom key={props.roomName} iceServers={video?.iceServers ?? []} {...props} />;
}
