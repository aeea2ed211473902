import { currentUserAtom, useTexts } from '@app/shared/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'react-router-dom';
import { authDialogAtom } from '../../../lib/auth-dialog-atom';
import { dashboardRouteFor } from '../../../lib/dashboard-route';
import { useLogout } from '../../../lib/use-logout';
import { LanguageToggle } from './language-toggle';

/** The landing page's own header: language, then login/register or the signed-in shortcuts. */
export function LandingHeader() {
  const { t } = useTexts(['shell', 'common']);
  const user = useAtomValue(currentUserAtom);
  const openAuthDialog = useSetAtom(authDialogAtom);
  const logout = useLogout();
  return (
    <header className="ql-bar">
      <div className="ql-bar-inner">
        <img className="ql-bar-logo" src="/icon-192x192.png" alt="" width={32} height={32} />
        <span className="ql-bar-title">{t('common:appName')}</span>
        <LanguageToggle />
        {user ? (
          <div className="ql-bar-actions">
            <Link className="ql-bar-user" to="/profile">
              <bdi>{user.name}</bdi> · {t(`common:roles.${user.role}`)}
            </Link>
            <Link className="ql-btn ql-btn--contained" to={dashboardRouteFor(user.role)}>
              {t('landing.dashboard')}
            </Link>
            <button type="button" className="ql-btn ql-btn--text" onClick={logout}>
              {t('landing.logout')}
            </button>
          </div>
        ) : (
          <div className="ql-bar-actions">
            <button
              type="button"
              className="ql-btn ql-btn--text"
              onClick={() => openAuthDialog('login')}
            >
              {t('landing.login')}
            </button>
            <button
              type="button"
              className="ql-btn ql-btn--contained"
              onClick={() => openAuthDialog('register')}
            >
              {t('landing.register')}
            </button>
          </div>
        )}
      </div>
    </header>
  );
}
