import { currentUserAtom, socketHolder, type appStore } from '@app/shared';
import { enqueueSnackbar } from 'notistack';
import { watchSocket } from '../../lib/socket-watch';
import { callActionsAtom } from './call-atoms';
import { createCallRuntime } from './call-runtime';
import { attachCallRequests, attachCallSocket } from './subscriptions';

/** Starts the call feature for the page; returns the function that stops it. */
export function startCallFeature(store: typeof appStore, answerRefusedText: () => string) {
  const runtime = createCallRuntime({
    store,
    socket: () => socketHolder.current,
    self: () => {
      const user = store.get(currentUserAtom);
      return user
        ? { userId: user._id, name: user.name, avatar: user.avatar, gender: user.gender }
        : null;
    },
    onAnswerRefused: (ack) => {
      console.warn('Call answer refused', ack);
      enqueueSnackbar(answerRefusedText(), { variant: 'warning' });
    },
  });
  store.set(callActionsAtom, runtime.actions);
  const stopSocket = watchSocket((socket) => attachCallSocket(socket, runtime));
  const stopRequests = attachCallRequests(store, runtime);
  return () => {
    stopSocket();
    stopRequests();
    store.set(callActionsAtom, null);
    runtime.dispose();
  };
}
