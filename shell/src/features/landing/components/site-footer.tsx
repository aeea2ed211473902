import { useTexts } from '@app/shared/core';
import { useAtomValue } from 'jotai';
import { SITE_LINK_NAMES } from '../../../lib/site-links';
import { siteLinksAtom } from '../../../lib/site-links-atom';

const LABEL_KEY = {
  about: 'landing.footer.about',
  privacy: 'landing.footer.privacy',
  contact: 'landing.footer.contact',
} as const;

/** The page's footer: the school's about, privacy and contact pages, those it has set up. */
export function SiteFooter() {
  const { t } = useTexts('shell');
  const links = useAtomValue(siteLinksAtom);
  const shown = SITE_LINK_NAMES.flatMap((name) => {
    const href = links[name];
    return href ? [{ name, href }] : [];
  });
  return (
    <footer className="ql-footer">
      <div className="ql-container ql-footer-inner">
        {shown.length > 0 && (
          <nav aria-label={t('landing.footer.label')}>
            <ul className="ql-footer-links">
              {shown.map(({ name, href }) => (
                <li key={name}>
                  <a className="ql-footer-link" href={href}>
                    {t(LABEL_KEY[name])}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className="ql-muted">{t('landing.footer.tagline')}</p>
      </div>
    </footer>
  );
}
