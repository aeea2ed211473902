import { Suspense, useEffect, useState } from 'react';
import { PageSpinner } from '@app/shared';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import type { RemoteName } from './remote-names';
import { forgetRemotePage, pickUpRedeploy, remotePage } from './remote-pages';

interface RemotePageProps {
  remote: RemoteName;
  /** The exposed module, without the leading "./" (e.g. "UsersPage"). */
  module: string;
}

/**
 * A route whose page comes from a remote: loaded on first visit, with a fallback and Retry.
 * Each visit also asks whether the remote was redeployed meanwhile; if so the page is
 * replaced by the new version's (remote-deploys.ts), without reloading the shell.
 */
export function RemotePage({ remote, module }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void pickUpRedeploy(remote).then((redeployed) => {
      if (redeployed && current) setAttempt((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [remote, module]);
  const Page = remotePage(remote, module);
  const retry = () => {
    forgetRemotePage(remote, module);
    setAttempt((current) => current + 1);
  };
  return (
    // Keyed by page too: moving between two remote routes reuses this component, and a failure
    // of one page must not stay on screen for the next.
    <RemoteErrorBoundary
      key={`${remote}/${module}#${attempt}`}
      onRetry={retry}
      fallback={(onRetry) => <RemoteFallback onRetry={onRetry} />}
    >
      <Suspense fallback={<PageSpinner />}>
        {/* Cached per page in remote-pages.ts: the same component on every render until a retry. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
