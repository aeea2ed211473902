import { useTexts } from '@app/shared/core';
import { useSearchParams } from 'react-router-dom';
import { LandingBanner } from './landing-banner';

/** `?error=banned` shows a dismissible banner (after registration, or a blocked login). */
export function BannedBanner() {
  const { t } = useTexts('shell');
  const [params, setParams] = useSearchParams();
  if (params.get('error') !== 'banned') return null;
  const dismiss = () => {
    const next = new URLSearchParams(params);
    next.delete('error');
    setParams(next, { replace: true });
  };
  return (
    <LandingBanner
      tone="warning"
      message={t('auth.errors.accountBanned')}
      closeLabel={t('landing.bannedBannerClose')}
      onClose={dismiss}
    />
  );
}
