import { JitsiMeeting } from '@jitsi/react-sdk';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { JITSI_INTERFACE_CONFIG, JITSI_WATCH_CONFIG } from '../jitsi/jitsi-settings';

interface JitsiWatchRoomProps {
  domain: string;
  roomName: string;
  /** The server's token for the watcher: never a moderator's. */
  token: string | null;
  displayName: string;
  onLeave(): void;
}

/** The hosted provider for a guardian watching: the lesson's room, joined muted. */
export function JitsiWatchRoom({
  domain,
  roomName,
  token,
  displayName,
  onLeave,
}: JitsiWatchRoomProps) {
  const leave = useRef(onLeave);
  useEffect(() => {
    leave.current = onLeave;
  }, [onLeave]);
  return (
    <Box
      sx={{
        flex: 1,
        minHeight: 0,
        '& > div, & iframe': { width: '100%', height: '100%', border: 0 },
      }}
      data-testid="jitsi-watch-room"
    >
      <JitsiMeeting
        domain={domain}
        roomName={roomName}
        jwt={token ?? undefined}
        configOverwrite={JITSI_WATCH_CONFIG}
        interfaceConfigOverwrite={JITSI_INTERFACE_CONFIG}
        userInfo={{ displayName, email: '' }}
        onApiReady={(api) => {
          api.executeCommand('setTileView', true);
          api.on('readyToClose', () => leave.current());
        }}
      />
    </Box>
  );
}
