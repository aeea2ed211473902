import { useTexts } from '@app/shared/core';
import { Icon, type IconName } from './icons';

const FEATURES: readonly { key: string; icon: IconName }[] = [
  { key: 'liveClasses', icon: 'videocam' },
  { key: 'expertTeachers', icon: 'school' },
  { key: 'flexibleSchedule', icon: 'eventAvailable' },
  { key: 'personalized', icon: 'personSearch' },
];

/** The four features: live classes, expert teachers, flexible schedule, personalized learning. */
export function FeaturesBand() {
  const { t } = useTexts('shell');
  return (
    <section className="ql-section ql-container" aria-labelledby="features-title">
      <h2 id="features-title" className="ql-section-title ql-section-title--spaced">
        {t('landing.features.title')}
      </h2>
      <div className="ql-grid ql-grid--features">
        {FEATURES.map(({ key, icon }) => (
          <div key={key} className="ql-card ql-feature">
            <Icon name={icon} className="ql-icon ql-icon--large ql-feature-icon" />
            <h3 className="ql-feature-title">{t(`landing.features.${key}`)}</h3>
            <p className="ql-feature-text">{t(`landing.features.${key}Text`)}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
