import { Icon } from './icons';

interface LandingBannerProps {
  tone: 'info' | 'warning';
  message: string;
  closeLabel: string;
  onClose: () => void;
}

/** A dismissible notice across the top of the landing page (no MUI: the landing stays light). */
export function LandingBanner({ tone, message, closeLabel, onClose }: LandingBannerProps) {
  return (
    <div className="ql-container ql-banner">
      <div className={`ql-alert ql-alert--${tone}`} role={tone === 'warning' ? 'alert' : 'status'}>
        <Icon name={tone} className="ql-icon ql-alert-icon" />
        <div className="ql-alert-message">{message}</div>
        <button type="button" className="ql-icon-btn" onClick={onClose} aria-label={closeLabel}>
          <Icon name="close" className="ql-icon" />
        </button>
      </div>
    </div>
  );
}
