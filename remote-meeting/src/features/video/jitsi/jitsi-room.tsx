import {
  CLIENT_EVENTS,
  CONNECTION_EVENTS,
  logRefusal,
  onSocketEvent,
  socketHolder,
} from '@app/shared';
import { JitsiMeeting } from '@jitsi/react-sdk';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import type { VideoRoomProps } from '../video-provider';
import { JITSI_CONFIG, JITSI_INTERFACE_CONFIG } from './jitsi-settings';

type ExternalApi = Parameters<NonNullable<Parameters<typeof JitsiMeeting>[0]['onApiReady']>>[0];

/**
 * The hosted provider: @jitsi/react-sdk against the configured domain with the server's JWT.
 * Remounted (key) when the room or token changes, disposed when the meeting view goes.
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

  const inConference = useRef(false);
  const joinRoom = () =>
    socketHolder.current?.emit(
      CLIENT_EVENTS.joinRoom,
      { roomName },
      logRefusal(CLIENT_EVENTS.joinRoom),
    );
  // Jitsi rides out a network drop on its own, but the server forgot the dropped socket's
  // rooms: in the same conference, the reconnected socket joins the same room again.
  useEffect(() => {
    const socket = socketHolder.current;
    if (!socket) return undefined;
    return onSocketEvent(socket, CONNECTION_EVENTS.connect, () => {
      if (inConference.current) joinRoom();
    });
  });

  const onApiReady = (external: ExternalApi) => {
    api.current = external;
    external.executeCommand('setTileView', true);
    external.on('videoConferenceJoined', () => {
      // Jitsi carries the media; the server still tracks who is in the room.
      inConference.current = true;
      joinRoom();
    });
    external.on('readyToClose', () => hangUp.current());
    external.on('videoConferenceLeft', () => hangUp.current());
  };

  return (
    <Box
      sx={{
        flex: 1,
        minHeight: 0,
        '& > div, & iframe': { width: '100%', height: '100%', border: 0 },
      }}
      data-testid="jitsi-room"
    >
      <JitsiMeeting
        domain={domain}
        roomName={roomName}
        jwt={token ?? undefined}
        configOverwrite={JITSI_CONFIG}
        interfaceConfigOverwrite={JITSI_INTERFACE_CONFIG}
        userInfo={{ displayName: self.name, email: self.email ?? '' }}
        onApiReady={onApiReady}
      />
    </Box>
  );
}
