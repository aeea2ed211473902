import { authAtom, useTexts } from '@app/shared/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { authDialogAtom } from '../../lib/auth-dialog-atom';
import { BannedBanner } from './components/banned-banner';
import { FeaturesBand } from './components/features-band';
import { GuardNotice } from './components/guard-notice';
import { LandingHeader } from './components/landing-header';
import { RolePanel } from './components/role-panel';
import { SiteFooter } from './components/site-footer';
import { Spinner } from './components/spinner';
import { StatsBand } from './components/stats-band';
import { TeachersSection } from './components/teachers-section';
import { replayFirstPaintIntent, takeFirstPaintIntent } from './first-paint-intent';
import { startLandingTeachers } from './teachers/subscriptions';

// Styles: landing.css, inlined into index.html's <head> at build time (never imported here), so
// the page paints styled before any script and needs no CSS-in-JS.

/** The public welcome page: hero, live teachers, figures and features. */
export function LandingPage() {
  const { t, i18n } = useTexts('shell');
  const { isInitialized, isAuthenticated, user } = useAtomValue(authAtom);
  const openAuthDialog = useSetAtom(authDialogAtom);
  // A button of index.html's first paint clicked before the app started.
  useEffect(() => {
    const intent = takeFirstPaintIntent();
    if (intent) replayFirstPaintIntent(intent, openAuthDialog, i18n.language);
  }, [openAuthDialog, i18n]);
  // The teacher feed depends on whether a session exists, so it restarts when that changes.
  useEffect(
    () => (isInitialized ? startLandingTeachers() : undefined),
    [isInitialized, isAuthenticated],
  );

  return (
    <div className="ql-page">
      <LandingHeader />
      <BannedBanner />
      <GuardNotice />
      <main id="main-content" className="ql-main">
        <div className="ql-hero">
          <h1 className="ql-hero-title">{t('landing.heroTitle')}</h1>
          <p className="ql-hero-subtitle">{t('landing.heroSubtitle')}</p>
          {/* One fixed-height slot for the spinner, then the visitor's button: nothing moves. */}
          {(!isInitialized || !user) && (
            <div className="ql-hero-slot">
              {isInitialized ? (
                // The teachers are on this page: a visitor browses them, and opens their pages,
                // before any account is asked for.
                <a className="ql-btn ql-btn--contained ql-btn--large" href="#teachers">
                  {t('landing.heroCta')}
                </a>
              ) : (
                <Spinner label={t('landing.loading')} />
              )}
            </div>
          )}
          <RolePanel />
        </div>
        {user?.role !== 'teacher' && <TeachersSection />}
        <StatsBand />
        <FeaturesBand />
      </main>
      <SiteFooter />
    </div>
  );
}
