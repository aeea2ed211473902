import { currentUserAtom, i18n } from '@app/shared';
import Button from '@mui/material/Button';
import { useAtomValue, useStore } from 'jotai';
import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { CallerOverlay } from '../features/call/components/caller-overlay';
import { ReceiverOverlay } from '../features/call/components/receiver-overlay';
import { startCallFeature } from '../features/call/start-call-feature';
import { useCallBackLink } from '../features/call/use-call-back-link';
import { startMeetingFeature } from '../features/meeting/start-meeting-feature';
import type { MeetingStartError } from '../features/meeting/wait-for-teacher';
import { ClassroomStage } from '../features/mushaf/components/classroom-stage';
import { SessionNotesNotice } from '../features/mushaf/components/session-notes-notice';
import { RatingDialog } from '../features/rating/components/rating-dialog';
import { attachRatingRequests } from '../features/rating/subscriptions';
import { SoundUnlockPrompt } from '../features/sound-unlock/components/sound-unlock-prompt';
import { VideoStage } from '../features/video/components/video-stage';
import { sessionEvents } from '../lib/session-events';
import { LessonView } from './lesson-view';

const text = (key: string) => i18n.t(key, { ns: 'meeting' });

/** The 'Meeting Error' toast with Dismiss. */
function showMeetingError(error: MeetingStartError): void {
  enqueueSnackbar(`${text('meeting.errorTitle')}: ${text(`meeting.errors.${error.messageKey}`)}`, {
    variant: 'error',
    persist: true,
    action: (key) => (
      <Button color="inherit" size="small" onClick={() => closeSnackbar(key)}>
        {text('meeting.dismiss')}
      </Button>
    ),
  });
}

/**
 * The global call layer the shell mounts on every route for teachers and students: it runs
 * the call, meeting and rating features for the signed-in user and shows their overlays.
 */
export function CallLayer() {
  const store = useStore();
  const user = useAtomValue(currentUserAtom);
  const userId = user?._id;
  useCallBackLink(user?.role);

  useEffect(() => {
    if (!userId) return undefined;
    const stops = [
      startCallFeature(store, () => text('call.answerRefused')),
      startMeetingFeature(store, showMeetingError),
      attachRatingRequests(store, sessionEvents),
    ];
    return () => stops.forEach((stop) => stop());
  }, [store, userId]);

  if (!user) return null;
  return (
    <>
      <CallerOverlay />
      <ReceiverOverlay />
      {user.role === 'teacher' && <SoundUnlockPrompt />}
      <LessonView
        renderVideo={(meeting) => (
          <ClassroomStage
            roomName={meeting.roomName}
            isTeacher={meeting.moderator}
            video={
              <VideoStage
                {...meeting}
                self={{ userId: user._id, name: user.name, email: user.email }}
              />
            }
          />
        )}
      />
      <RatingDialog />
      <SessionNotesNotice />
    </>
  );
}
