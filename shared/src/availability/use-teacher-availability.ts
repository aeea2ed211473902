import { useTexts } from '../i18n/use-texts';
import { useCallback, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useSnackbar } from 'notistack';
import { currentUserAtom } from '../auth/auth-atoms';
import { updateUserStatusAtom } from '../auth/auth-actions';
import { presenceStatus } from '../presence/presence-status';
import { CLIENT_EVENTS, SERVER_EVENTS } from '../protocol/socket-events';
import type { TeacherStatusUpdated } from '../protocol/socket-payloads';
import { logRefusal, type AppSocket } from '../socket/app-socket';
import { socketHolder, type SocketHolder } from '../socket/socket-holder';
import { useSocketEvent } from '../socket/use-socket-event';
import type { DotStatus } from '../presence/dot-status';
import {
  availabilityOf,
  revertedAvailability,
  settingOf,
  type AvailabilitySetting,
} from './availability-settings';
import { connectedSocket, sendAvailability } from './send-availability';
import { applyOwnTeacherStatus } from './subscriptions';

/** Where the hook sends; the defaults are the page's socket and a 10 s acknowledgement wait. */
export interface TeacherAvailabilityOptions {
  holder?: SocketHolder;
  ackTimeoutMs?: number;
}

/** The signed-in teacher's availability and the one way to change it. */
export interface TeacherAvailabilityControl {
  /** The current setting, or null when nobody is signed in. */
  setting: AvailabilitySetting | null;
  /** What the status dot shows (in a meeting wins over busy). */
  status: DotStatus;
  /** In a meeting, going busy ends it: the control asks first and sends `endLesson`. */
  inMeeting: boolean;
  /** A change is waiting for the server's answer. */
  pending: boolean;
  /** Applies a setting at once, sends it, and rolls back on failure; resolves true on success. */
  setAvailability: (
    setting: AvailabilitySetting,
    options?: { endLesson?: boolean },
  ) => Promise<boolean>;
}

/**
 * The availability rule, shared by the profile and meeting remotes: the change is
 * shown and stored at once, sent as `availability:update` on the page's socket (connecting it
 * if needed), confirmed with a toast, or rolled back with the `statusUpdateFailed` toast.
 */
export function useTeacherAvailability(
  options: TeacherAvailabilityOptions = {},
): TeacherAvailabilityControl {
  const { holder = socketHolder, ackTimeoutMs } = options;
  const store = useStore();
  const user = useAtomValue(currentUserAtom);
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTexts('common');
  const [pending, setPending] = useState(false);
  // Follows the page's signed-in socket, including one a change below had to open.
  const onStatus = useCallback(
    (update: TeacherStatusUpdated) => applyOwnTeacherStatus(store, update),
    [store],
  );
  useSocketEvent(SERVER_EVENTS.teacherStatusUpdated, onStatus, holder);

  const setAvailability = useCallback(
    async (setting: AvailabilitySetting, { endLesson = false } = {}) => {
      const previous = store.get(currentUserAtom);
      if (!previous) return false;
      const next = availabilityOf(setting);
      store.set(updateUserStatusAtom, next);
      setPending(true);
      let target: AppSocket | null = null;
      try {
        target = await connectedSocket(holder);
        await sendAvailability(
          target,
          { setting, ...(endLesson ? { endLesson } : {}) },
          ackTimeoutMs,
        );
        enqueueSnackbar(t('availability.updated'), { variant: 'success' });
        return true;
      } catch (error) {
        console.warn('Teacher status update failed', error);
        store.set(updateUserStatusAtom, revertedAvailability(previous));
        enqueueSnackbar(t('availability.statusUpdateFailed'), { variant: 'error' });
        // The rollback is the product's best guess; the server's answer (teacher_status_updated) is
        // the truth and replaces it when it arrives.
        target?.emit(
          CLIENT_EVENTS.getTeacherStatus,
          { teacherId: previous._id },
          logRefusal(CLIENT_EVENTS.getTeacherStatus),
        );
        return false;
      } finally {
        setPending(false);
      }
    },
    [store, holder, ackTimeoutMs, enqueueSnackbar, t],
  );

  return {
    setting: user ? settingOf(user) : null,
    status: user ? presenceStatus(user) : 'offline',
    inMeeting: Boolean(user?.inMeeting),
    pending,
    setAvailability,
  };
}
