import { presenceStatus, type DotStatus, type ListedTeacher, useTexts } from '@app/shared/core';
import { Avatar } from './avatar';
import { Icon } from './icons';
import { StatusDot } from './status-dot';
import { joinLabels } from '../teachers/join-labels';

const STATUS_LABEL_KEY: Record<DotStatus, string> = {
  online: 'landing.status.online',
  busy: 'landing.status.busy',
  inMeeting: 'landing.status.inMeeting',
  offline: 'landing.status.offline',
};

const CALL_LABEL_KEY: Record<DotStatus, string> = {
  online: 'landing.teachers.callNow',
  inMeeting: 'landing.teachers.inSession',
  busy: 'landing.teachers.busy',
  offline: 'landing.teachers.unavailable',
};

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars, the first `rating` of them filled (fractions too), from the reading start. */
function Stars({ rating, label }: { rating: number; label: string }) {
  const filled = `${(Math.min(Math.max(rating, 0), 5) / 5) * 100}%`;
  const row = (
    <span className="ql-stars-row">
      {STARS.map((star) => (
        <Icon key={star} name="star" className="ql-star" />
      ))}
    </span>
  );
  return (
    <span className="ql-stars" role="img" aria-label={label}>
      <span className="ql-stars-empty">{row}</span>
      <span className="ql-stars-filled" style={{ width: filled }}>
        {row}
      </span>
    </span>
  );
}

interface TeacherCardProps {
  teacher: ListedTeacher;
  /** False for signed-in users who cannot call (teachers, admins). */
  canCall: boolean;
  onCall: (teacher: ListedTeacher) => void;
}

/** One Sheikh on the landing page: who, how they are rated, and whether they can take a call. */
export function TeacherCard({ teacher, canCall, onCall }: TeacherCardProps) {
  const { t, i18n } = useTexts('shell');
  const status = presenceStatus(teacher);
  // One decimal, western digits in both languages (as Intl writes them for 'ar' here too),
  // without Intl.NumberFormat: its first use costs the landing page ~30 ms of main thread.
  const rating = teacher.averageRating > 0 ? teacher.averageRating.toFixed(1) : null;
  return (
    <article className="ql-card ql-teacher" aria-label={teacher.name}>
      <div className="ql-teacher-body">
        <div className="ql-teacher-head">
          <Avatar name={teacher.name} avatar={teacher.avatar} />
          <div className="ql-teacher-who">
            <h3 className="ql-teacher-name">
              {/* A plain link: the public page loads its own code, none of it on the landing. */}
              <a href={`/teachers/${teacher._id}`}>
                <bdi>{teacher.name}</bdi>
              </a>
            </h3>
            <p className="ql-teacher-status">
              <StatusDot status={status} />
              <span className="ql-muted">{t(STATUS_LABEL_KEY[status])}</span>
            </p>
          </div>
        </div>
        {rating && (
          <p className="ql-rating">
            <Stars
              rating={teacher.averageRating}
              label={t('landing.teachers.rating', { rating })}
            />
            <span className="ql-strong">{rating}</span>
            <span className="ql-muted">
              {t('landing.teachers.reviews', { count: teacher.totalReviews })}
            </span>
          </p>
        )}
        {teacher.experience && (
          <p className="ql-teacher-fact">
            <strong>{t('landing.teachers.experience')}:</strong> <bdi>{teacher.experience}</bdi>
          </p>
        )}
        {teacher.specializations.length > 0 && (
          <p className="ql-teacher-fact">
            <strong>{t('landing.teachers.specialization')}:</strong>{' '}
            {joinLabels(
              teacher.specializations.map((s) => t(`landing.teachers.subjects.${s}`)),
              i18n.language,
            )}
          </p>
        )}
      </div>
      <div className="ql-teacher-actions">
        <button
          type="button"
          className="ql-btn ql-btn--contained ql-btn--block"
          disabled={status !== 'online' || !canCall}
          onClick={() => onCall(teacher)}
        >
          {status === 'online' && <Icon name="phone" className="ql-icon ql-btn-icon" />}
          {t(CALL_LABEL_KEY[status])}
        </button>
      </div>
    </article>
  );
}
