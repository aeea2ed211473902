import {
  authAtom,
  requestCallAtom,
  usersListReceivedAtom,
  type ListedTeacher,
  useTexts,
} from '@app/shared/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { authDialogAtom, authDialogNoticeAtom } from '../../../lib/auth-dialog-atom';
import {
  cachedLandingTeachersAtom,
  landingTeachersAtom,
  landingTeachersLoadingAtom,
} from '../teachers/landing-teachers';
import { Icon } from './icons';
import { TeacherCard } from './teacher-card';

/** The live list of Sheikhs, with the product's loading and empty states. */
export function TeachersSection() {
  const { t } = useTexts('shell');
  const requestCall = useSetAtom(requestCallAtom);
  const openAuthDialog = useSetAtom(authDialogAtom);
  const setNotice = useSetAtom(authDialogNoticeAtom);
  const { user } = useAtomValue(authAtom);
  const received = useAtomValue(usersListReceivedAtom);
  const live = useAtomValue(landingTeachersAtom);
  const cached = useAtomValue(cachedLandingTeachersAtom);
  const loading = useAtomValue(landingTeachersLoadingAtom);
  const teachers = received ? live : cached;

  const call = (teacher: ListedTeacher) => {
    if (!user) {
      // Calling needs an account; a visitor is most likely new, so the dialog opens on
      // Register and says why at its top (its Login tab is one press away).
      setNotice('landing.teachers.registerToCall');
      openAuthDialog('register');
      return;
    }
    // The meeting remote's call layer is mounted on every route; it places the call from here.
    requestCall(teacher._id);
  };

  return (
    <section id="teachers" className="ql-section ql-container" aria-labelledby="teachers-title">
      <h2 id="teachers-title" className="ql-section-title">
        {t('landing.teachers.title')}
      </h2>
      <p className="ql-section-subtitle">{t('landing.teachers.subtitle')}</p>
      <div className="ql-teachers">
        {loading && teachers.length === 0 ? (
          <div className="ql-teachers-loading" role="status">
            <span className="ql-spinner ql-spinner--small" aria-hidden="true" />
            <span>{t('landing.teachers.loading')}</span>
          </div>
        ) : teachers.length === 0 ? (
          <div className="ql-alert ql-alert--info">
            <Icon name="info" className="ql-icon ql-alert-icon" />
            <p className="ql-alert-message">{t('landing.teachers.empty')}</p>
          </div>
        ) : (
          <div className="ql-grid ql-grid--teachers">
            {teachers.map((teacher) => (
              <TeacherCard
                key={teacher._id}
                teacher={teacher}
                canCall={!user || user.role === 'student'}
                onCall={call}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
