import { useTexts } from '@app/shared/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { LandingBanner } from './landing-banner';

/** What a guard puts in the location's state when it sends someone to the landing page. */
export interface GuardRedirectState {
  from?: { pathname?: string };
  /** `role`: signed in, but the page is for other roles; otherwise a session is needed. */
  reason?: 'signIn' | 'role';
}

/**
 * Says why a guarded page sent the reader here: a visitor is asked to log in (the dialog then
 * returns to that page), a signed-in user learns the page is not for their account.
 */
export function GuardNotice() {
  const { t } = useTexts('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as GuardRedirectState | null;
  if (!state?.from) return null;
  const key = state.reason === 'role' ? 'landing.guardNotice.role' : 'landing.guardNotice.signIn';
  // Dismissing keeps the URL and forgets the redirect, so a reload does not show it again.
  const dismiss = () => void navigate(location.pathname + location.search, { replace: true });
  return (
    <LandingBanner
      tone="info"
      message={t(key)}
      closeLabel={t('landing.guardNotice.close')}
      onClose={dismiss}
    />
  );
}
