import { useTranslation } from 'react-i18next';

// SPEC section 9's landing figures.
const STATS = [
  { value: 1000, suffix: '+', labelKey: 'landing.stats.sessions' },
  { value: 500, suffix: '+', labelKey: 'landing.stats.learners' },
  { value: 50, suffix: '+', labelKey: 'landing.stats.teachers' },
  { value: 95, suffix: '%', labelKey: 'landing.stats.success' },
] as const;

/** The band of figures under the hero. */
export function StatsBand() {
  const { t, i18n } = useTranslation('shell');
  return (
    <section className="ql-stats" aria-labelledby="stats-title">
      <div className="ql-container">
        <h2 id="stats-title" className="ql-stats-title">
          {t('landing.stats.title')}
        </h2>
        <div className="ql-grid ql-grid--stats">
          {STATS.map(({ value, suffix, labelKey }) => (
            <div key={labelKey} className="ql-stat">
              <p className="ql-stat-value">
                {/* Isolated, so "1,000+" keeps its sign on the right in Arabic too. */}
                <bdi dir="ltr">
                  {value.toLocaleString(i18n.language)}
                  {suffix}
                </bdi>
              </p>
              <p className="ql-stat-label">{t(labelKey)}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
