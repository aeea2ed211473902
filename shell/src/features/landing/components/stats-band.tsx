import { useTexts } from '@app/shared/core';
import type { PublicStats } from '@app/shared/protocol';
import { groupDigits } from '../stats/format-figure';
import { usePublicStats } from '../stats/use-public-stats';

const FIGURES = [
  { key: 'lessonsTaught', labelKey: 'landing.stats.lessonsTaught', show: groupDigits },
  { key: 'activeTeachers', labelKey: 'landing.stats.activeTeachers', show: groupDigits },
  {
    key: 'averageRating',
    labelKey: 'landing.stats.averageRating',
    show: (rating: number) => `${rating.toFixed(1)} / 5`,
  },
] as const satisfies ReadonlyArray<{
  key: keyof PublicStats;
  labelKey: string;
  show: (value: number) => string;
}>;

/**
 * The band of figures under the hero: the platform's own numbers, each shown only once the
 * server finds it large enough to mean something; no band at all until one is.
 */
export function StatsBand() {
  const { t } = useTexts('shell');
  const stats = usePublicStats();
  const shown = FIGURES.flatMap((figure) => {
    const value = stats?.[figure.key];
    return value === null || value === undefined ? [] : [{ ...figure, text: figure.show(value) }];
  });
  if (shown.length === 0) return null;
  return (
    <section className="ql-stats" aria-labelledby="stats-title">
      <div className="ql-container">
        <h2 id="stats-title" className="ql-stats-title">
          {t('landing.stats.title')}
        </h2>
        <div className="ql-grid ql-grid--stats">
          {shown.map(({ key, labelKey, text }) => (
            <div key={key} className="ql-stat">
              <p className="ql-stat-value">
                {/* Isolated, so "4.9 / 5" reads left to right in Arabic too. */}
                <bdi dir="ltr">{text}</bdi>
              </p>
              <p className="ql-stat-label">{t(labelKey)}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
