import { accountBannedAtom } from '@app/shared/core';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** A session cut off by a ban ends on the landing page, with the banner that says why. */
export function BannedRedirect() {
  const [banned, setBanned] = useAtom(accountBannedAtom);
  const navigate = useNavigate();
  useEffect(() => {
    if (!banned) return;
    setBanned(false);
    void navigate('/?error=banned', { replace: true });
  }, [banned, navigate, setBanned]);
  return null;
}
