import { AppButton, currentUserAtom, useTexts, type MeetingParticipant } from '@app/shared';
import MicOffIcon from '@mui/icons-material/MicOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useVideoConfig } from '../../../lib/video-config';
import { JitsiWatchRoom } from './jitsi-watch-room';
import { StreamVideo } from '../components/stream-video';
import { useLessonWatch } from './use-lesson-watch';
import type { WatchSnapshot } from './lesson-watch';

interface WatchViewProps {
  roomName: string;
  onClose(): void;
}

/** One participant's video, or the wait for it, with the name underneath. */
function ParticipantTile({
  person,
  stream,
}: {
  person: MeetingParticipant;
  stream: MediaStream | null;
}) {
  const { t } = useTexts('family');
  return (
    <Box
      component="figure"
      sx={{ m: 0, position: 'relative', minHeight: 0, display: 'flex', flexDirection: 'column' }}
      data-testid={`watched-${person.role}`}
    >
      <StreamVideo
        stream={stream}
        label={t('watch.videoOf', { name: person.name })}
        testId="watched-video"
        sx={{ flex: 1, width: '100%', minHeight: 0, borderRadius: 1 }}
      />
      {!stream && (
        <Typography
          sx={{ position: 'absolute', top: '40%', insetInline: 0, textAlign: 'center' }}
          aria-live="polite"
        >
          {t('watch.waitingFor', { name: person.name })}
        </Typography>
      )}
      <Typography component="figcaption" sx={{ py: 0.5, textAlign: 'center' }}>
        {person.name}
      </Typography>
    </Box>
  );
}

/** The built-in video: the Sheikh and the child side by side (one above the other on a phone). */
function WatchedTiles({ snapshot }: { snapshot: WatchSnapshot }) {
  if (snapshot.status.phase !== 'watching') return null;
  // The Sheikh first, as the lesson is his to lead.
  const people = [...snapshot.status.entry.participants].sort((a, b) =>
    a.role === b.role ? 0 : a.role === 'teacher' ? -1 : 1,
  );
  return (
    <Box
      sx={{
        flex: 1,
        minHeight: 0,
        display: 'grid',
        gap: 1,
        p: 1,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gridAutoRows: 'minmax(0, 1fr)',
      }}
    >
      {people.map((person) => (
        <ParticipantTile
          key={person.userId}
          person={person}
          stream={snapshot.streams.get(person.userId) ?? null}
        />
      ))}
    </Box>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{ flex: 1, display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, p: 3 }}
    >
      {children}
    </Box>
  );
}

/**
 * A guardian watching a child's running lesson, full screen: the lesson's video received only
 * (this side's camera and microphone are never opened), until the guardian stops or it ends.
 */
export function WatchView({ roomName, onClose }: WatchViewProps) {
  const { t } = useTexts('family');
  const common = useTexts('common').t;
  const config = useVideoConfig();
  const self = useAtomValue(currentUserAtom);
  const video = config.data;
  const jitsi = video?.provider === 'jitsi' && video.domain ? video.domain : null;
  const snapshot = useLessonWatch(roomName, !jitsi, video?.iceServers ?? []);
  const { status } = snapshot;
  const entry = status.phase === 'watching' ? status.entry : null;
  const teacher = entry?.participants.find((p) => p.role === 'teacher');
  const child = entry?.participants.find((p) => p.role === 'student');
  const title =
    teacher && child
      ? t('watch.title', { child: child.name, teacher: teacher.name })
      : t('watch.titleShort');
  return (
    <Dialog
      fullScreen
      open
      onClose={onClose}
      data-testid="watch-view"
      data-phase={status.phase}
      slotProps={{
        paper: {
          'aria-label': title,
          sx: {
            bgcolor: 'grey.900',
            color: 'common.white',
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
          {title}
        </Typography>
        <AppButton variant="danger" onClick={onClose}>
          {status.phase === 'watching' || status.phase === 'joining'
            ? t('watch.stop')
            : t('watch.close')}
        </AppButton>
      </Box>
      {status.phase === 'watching' && (
        <Alert severity="info" icon={<MicOffIcon />} sx={{ mx: 2 }} data-testid="watch-silent">
          {t('watch.silent')}
        </Alert>
      )}
      {(status.phase === 'joining' || config.isPending) && (
        <Centered>
          <CircularProgress color="inherit" aria-hidden="true" />
          <Typography aria-live="polite">{t('watch.joining')}</Typography>
        </Centered>
      )}
      {status.phase === 'watching' &&
        !config.isPending &&
        (jitsi && entry ? (
          <JitsiWatchRoom
            domain={jitsi}
            roomName={roomName}
            token={entry.token}
            displayName={self?.name ?? ''}
            onLeave={onClose}
          />
        ) : (
          <WatchedTiles snapshot={snapshot} />
        ))}
      {status.phase === 'ended' && (
        <Centered>
          <Typography variant="h6" component="p" role="status">
            {t('watch.ended')}
          </Typography>
        </Centered>
      )}
      {status.phase === 'refused' && (
        <Centered>
          <Alert severity="error" role="alert">
            {status.code === 'no_answer' ? t('watch.noAnswer') : common(`apiErrors.${status.code}`)}
          </Alert>
        </Centered>
      )}
    </Dialog>
  );
}
