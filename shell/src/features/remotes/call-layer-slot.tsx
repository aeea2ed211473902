import { Suspense } from 'react';
import { currentUserAtom } from '@app/shared';
import { useAtomValue } from 'jotai';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { remotePage } from './remote-pages';
import { CALL_LAYER } from './route-remote-pages';

/**
 * The meeting remote's global call layer (overlays, meeting view, rating), mounted on every
 * route for teachers and students because a call can arrive anywhere. Loaded lazily; if the
 * meeting remote is unavailable the rest of the app carries on without it.
 */
export function CallLayerSlot() {
  const user = useAtomValue(currentUserAtom);
  if (user?.role !== 'teacher' && user?.role !== 'student') return null;
  // Cached in remote-pages.ts: the same component on every render.
  const CallLayer = remotePage(CALL_LAYER.remote, CALL_LAYER.module);
  return (
    <RemoteErrorBoundary fallback={() => null} onRetry={() => undefined}>
      <Suspense fallback={null}>
        {/* eslint-disable-next-line react-hooks/static-components */}
        <CallLayer />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
