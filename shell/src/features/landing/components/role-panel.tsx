import { currentUserAtom, presenceStatus, type Role, useTexts } from '@app/shared/core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { StatusDot } from './status-dot';

interface PanelLink {
  to: string;
  labelKey: string;
}

// The role panels.
const PANEL_LINKS: Record<Role, readonly PanelLink[]> = {
  superadmin: [
    { to: '/users', labelKey: 'landing.panels.manageUsers' },
    { to: '/rooms', labelKey: 'landing.panels.viewRooms' },
  ],
  admin: [
    { to: '/users', labelKey: 'landing.panels.manageUsers' },
    { to: '/rooms', labelKey: 'landing.panels.viewRooms' },
  ],
  teacher: [
    { to: '/profile', labelKey: 'landing.panels.viewProfile' },
    { to: '/main', labelKey: 'landing.dashboard' },
  ],
  guardian: [
    { to: '/family', labelKey: 'landing.panels.family' },
    { to: '/profile', labelKey: 'landing.panels.myProfile' },
  ],
  student: [
    { to: '/main', labelKey: 'landing.panels.findTeacher' },
    { to: '/profile', labelKey: 'landing.panels.myProfile' },
  ],
};

const STATUS_KEYS = {
  online: 'landing.status.online',
  busy: 'landing.status.busy',
  inMeeting: 'landing.teachers.inSession',
  offline: 'landing.status.offline',
} as const;

/** The signed-in user's shortcuts; a teacher also sees its own presence. */
export function RolePanel() {
  const { t } = useTexts('shell');
  const user = useAtomValue(currentUserAtom);
  if (!user) return null;
  const status = presenceStatus(user);
  return (
    <div className="ql-panel">
      <h2 className="ql-panel-title">{t('landing.panels.welcome', { name: user.name })}</h2>
      {user.role === 'teacher' && (
        <p className="ql-panel-status">
          <span className="ql-muted">{t('landing.panels.yourStatus')}:</span>
          <StatusDot status={status} />
          <span className="ql-strong">{t(STATUS_KEYS[status])}</span>
        </p>
      )}
      <div className="ql-panel-links">
        {PANEL_LINKS[user.role].map(({ to, labelKey }, index) => (
          <Link
            key={to}
            to={to}
            className={`ql-btn ${index === 0 ? 'ql-btn--contained' : 'ql-btn--outlined'}`}
          >
            {t(labelKey)}
          </Link>
        ))}
      </div>
    </div>
  );
}
