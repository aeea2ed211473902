import {
  currentUserAtom,
  formatDuration,
  genderContext,
  type MeetingEndReasonCode,
  type MeetingParticipant,
  useTexts,
} from '@app/shared';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useNow } from '../../../lib/use-now';
import { hangUpAtom, meetingStateAtom } from '../meeting-atoms';
import type { RoomEntry } from '../../../lib/room-entry';
import type { MeetingState } from '../meeting-machine';
import { PeerLostNotice } from './peer-lost-notice';
import { WatchersNotice } from './watchers-notice';

/** What the video provider is given once the meeting is live. */
export interface LiveMeeting {
  roomName: string;
  token: string | null;
  entry: RoomEntry;
  peerId: string;
  peerName: string;
  moderator: boolean;
  onHangUp(): void;
}

/** The live lesson as the header's own action sees it: the meeting and the other participant. */
export interface LiveLesson {
  meetingId: string;
  peer: MeetingParticipant;
}

const ENDED_TEXT_KEY: Partial<Record<MeetingEndReasonCode, string>> = {
  participant_left: 'meeting.endedByLeave',
  abandoned: 'meeting.endedByLostConnection',
  participant_lost: 'meeting.endedByPeerLost',
  teacher_went_offline: 'meeting.endedByTeacherOffline',
};

type Shown = Exclude<MeetingState, { status: 'idle' }>;

type Ended = Extract<MeetingState, { status: 'ended' }>;

/** The notice of an end the other side or the server decided; the verb agrees with the ender. */
function endedText({ reason, endedBy, start }: Ended): { key: string; context?: string } {
  if (reason === 'ended_by_participant' && endedBy) {
    const ender = start.participants.find((p) => p.role === endedBy);
    return {
      key: endedBy === 'teacher' ? 'meeting.endedByTeacher' : 'meeting.endedByStudent',
      context: genderContext(ender),
    };
  }
  // The one reason that names a person speaks of the teacher.
  const teacher = start.participants.find((p) => p.role === 'teacher');
  return { key: ENDED_TEXT_KEY[reason] ?? 'meeting.endedByOther', context: genderContext(teacher) };
}

function EndedNotice({ state }: { state: Ended }) {
  const { t } = useTexts('meeting');
  const { key, context } = endedText(state);
  return (
    <Typography variant="h6" component="p" role="status">
      {t(key, { context })}
    </Typography>
  );
}

const peerOf = (state: Shown, selfId: string | undefined) =>
  state.start.participants.find((p) => p.userId !== selfId);

const teacherOf = (state: Shown) => state.start.participants.find((p) => p.role === 'teacher');

function Centered({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        flex: 1,
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: 2,
        color: 'common.white',
        p: 3,
        textAlign: 'center',
      }}
    >
      {children}
    </Box>
  );
}

function LiveHeader({
  since,
  peerName,
  action,
}: {
  since: number;
  peerName: string;
  action: ReactNode;
}) {
  const { t } = useTexts('meeting');
  const now = useNow(true);
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        color: 'common.white',
      }}
    >
      {/* On a phone a long name gives way: the timer and the action keep their place. */}
      <Typography component="h2" sx={{ fontWeight: 600, minWidth: 0 }} noWrap>
        {t('meeting.title', { name: peerName })}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
        <Typography data-testid="meeting-timer" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatDuration(now - since)}
        </Typography>
        {action}
      </Box>
    </Box>
  );
}

interface MeetingViewProps {
  renderVideo(meeting: LiveMeeting): ReactNode;
  /** An action in the live header, composed by the app (Report). */
  renderHeaderAction?(lesson: LiveLesson): ReactNode;
}

/** The full-screen meeting view: start-up texts, the live video, the ended notice. */
export function MeetingView({ renderVideo, renderHeaderAction }: MeetingViewProps) {
  const { t } = useTexts('meeting');
  const state = useAtomValue(meetingStateAtom);
  const hangUp = useAtomValue(hangUpAtom);
  const self = useAtomValue(currentUserAtom);
  if (state.status === 'idle') return null;
  const peer = peerOf(state, self?._id);
  const peerName = peer?.name ?? '';
  return (
    <Dialog
      fullScreen
      open
      data-testid="meeting-view"
      data-status={state.status}
      slotProps={{
        paper: {
          'aria-label': t('meeting.title', { name: peerName }),
          sx: { bgcolor: 'grey.900', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      {state.status === 'starting' && (
        <Centered>
          <CircularProgress color="inherit" aria-hidden="true" />
          <Typography aria-live="polite">
            {t(`meeting.${state.phase}`, { context: genderContext(teacherOf(state)) })}
          </Typography>
        </Centered>
      )}
      {state.status === 'live' && (
        <>
          <LiveHeader
            since={state.since}
            peerName={peerName}
            action={peer && renderHeaderAction?.({ meetingId: state.session.meetingId, peer })}
          />
          <PeerLostNotice />
          <WatchersNotice roomName={state.session.roomName} entry={state.session.entry} />
          {renderVideo({
            roomName: state.session.roomName,
            token: state.session.token,
            entry: state.session.entry,
            peerId: peer?.userId ?? '',
            peerName,
            moderator: state.role === 'teacher',
            onHangUp: () => hangUp?.(),
          })}
        </>
      )}
      {state.status === 'ended' && (
        <Centered>
          <EndedNotice state={state} />
        </Centered>
      )}
    </Dialog>
  );
}
