import { JitsiMeeting } from '@jitsi/react-sdk';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import type { VideoRoomProps } from '../video-provider';
import { JitsiRecitationSwitch } from './jitsi-recitation-switch';
import { JITSI_INTERFACE_CONFIG, jitsiConfig } from './jitsi-settings';

type ExternalApi = Parameters<NonNullable<Parameters<typeof JitsiMeeting>[0]['onApiReady']>>[0];

/**
 * The hosted provider: @jitsi/react-sdk against the configured domain with the server's JWT.
 * Remounted (key) when the room or token changes, disposed when the meeting view goes, and
 * joined again when recitation audio is switched (Jitsi reads audio settings only on joining).
 */
export function JitsiRoom({
  domain,
  roomName,
  token,
  self,
  onHangUp,
}: VideoRoomProps & { domain: string }) {
  const api = useRef<ExternalApi | null>(null);
  const hangUp = useRef(onHangUp);
  useEffect(() => {
    hangUp.current = onHangUp;
  }, [onHangUp]);
  useEffect(
    () => () => {
      api.current?.dispose();
      api.current = null;
    },
    [],
  );

  const [recitation, setRecitation] = useState(false);
  const switchRecitation = () => {
    // The old conference goes first; its events are no longer ours (see onApiReady).
    const previous = api.current;
    api.current = null;
    previous?.dispose();
    setRecitation((on) => !on);
  };

  const onApiReady = (external: ExternalApi) => {
    api.current = external;
    // A conference left for a recitation switch ends nothing: only the current one counts.
    const current = () => api.current === external;
    // Jitsi carries the media; the lesson entered the server's room before it (and enters
    // again after a lost connection), so the server still knows who is in.
    external.executeCommand('setTileView', true);
    external.on('readyToClose', () => current() && hangUp.current());
    external.on('videoConferenceLeft', () => current() && hangUp.current());
  };

  return (
    <Box
      sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}
      data-testid="jitsi-room"
      data-recitation={recitation}
    >
      <JitsiRecitationSwitch on={recitation} onToggle={switchRecitation} />
      <Box
        sx={{
          flex: 1,
          minHeight: 0,
          '& > div, & iframe': { width: '100%', height: '100%', border: 0 },
        }}
      >
        <JitsiMeeting
          key={recitation ? 'recitation' : 'voice'}
          domain={domain}
          roomName={roomName}
          jwt={token ?? undefined}
          configOverwrite={jitsiConfig(recitation)}
          interfaceConfigOverwrite={JITSI_INTERFACE_CONFIG}
          userInfo={{ displayName: self.name, email: self.email ?? '' }}
          onApiReady={onApiReady}
        />
      </Box>
    </Box>
  );
}
