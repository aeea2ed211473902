import { accountBannedAtom } from '@app/shared/core';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const BANNED_LANDING = '/?error=banned';

/**
 * A session cut off by a ban ends on the landing page, with the banner that says why. This is
 * the ban's only navigation: the guards stand aside while the flag is up, so their own
 * redirect to `/` cannot land after (and over) this one. The flag comes down only once the
 * landing page is on screen, where no guard is mounted any more.
 */
export function BannedRedirect() {
  const [banned, setBanned] = useAtom(accountBannedAtom);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const arrived = `${pathname}${search}` === BANNED_LANDING;
  useEffect(() => {
    if (!banned) return;
    if (arrived) setBanned(false);
    else void navigate(BANNED_LANDING, { replace: true });
  }, [arrived, banned, navigate, setBanned]);
  return null;
}
