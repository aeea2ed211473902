import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Icon } from './icons';

/** `?error=banned` shows a dismissible banner (after registration, or a blocked login). */
export function BannedBanner() {
  const { t } = useTranslation('shell');
  const [params, setParams] = useSearchParams();
  if (params.get('error') !== 'banned') return null;
  const dismiss = () => {
    const next = new URLSearchParams(params);
    next.delete('error');
    setParams(next, { replace: true });
  };
  return (
    <div className="ql-container ql-banner">
      <div className="ql-alert ql-alert--warning" role="alert">
        <Icon name="warning" className="ql-icon ql-alert-icon" />
        <div className="ql-alert-message">{t('auth.errors.accountBanned')}</div>
        <button
          type="button"
          className="ql-icon-btn"
          onClick={dismiss}
          aria-label={t('landing.bannedBannerClose')}
        >
          <Icon name="close" className="ql-icon" />
        </button>
      </div>
    </div>
  );
}
