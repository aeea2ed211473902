import { useTranslation } from 'react-i18next';

// The landing figures, written as the product states them (the same in both languages).
// Formatting four constants with Intl.NumberFormat cost the first render ~30 ms: its first use
// in a page loads the number-formatting data.
const STATS = [
  { figure: '1,000+', labelKey: 'landing.stats.sessions' },
  { figure: '500+', labelKey: 'landing.stats.learners' },
  { figure: '50+', labelKey: 'landing.stats.teachers' },
  { figure: '95%', labelKey: 'landing.stats.success' },
] as const;

/** The band of figures under the hero. */
export function StatsBand() {
  const { t } = useTranslation('shell');
  return (
    <section className="ql-stats" aria-labelledby="stats-title">
      <div className="ql-container">
        <h2 id="stats-title" className="ql-stats-title">
          {t('landing.stats.title')}
        </h2>
        <div className="ql-grid ql-grid--stats">
          {STATS.map(({ figure, labelKey }) => (
            <div key={labelKey} className="ql-stat">
              <p className="ql-stat-value">
                {/* Isolated, so "1,000+" keeps its sign on the right in Arabic too. */}
                <bdi dir="ltr">{figure}</bdi>
              </p>
              <p className="ql-stat-label">{t(labelKey)}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
