import { i18n, initI18n, type StudentRecord } from '@app/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { RecordLessons } from '../../../src/features/record/components/record-lessons';
import { registerClassroomTranslations } from '../../../src/i18n/classroom-translations';
import { registerHifzTranslations } from '../../../src/i18n/hifz-translations';
import { makeUser } from '../../../../shared/test/support/users';
import { renderSignedIn } from '../../support/render-signed-in';

const SHEIKH = makeUser({ _id: 't1', name: 'Yusuf', role: 'teacher' });

const lesson = (meetingId: string, teacherId: string | null) => ({
  meetingId,
  teacherId,
  teacherName: teacherId === 't1' ? 'Yusuf' : 'Bilal',
  date: '2026-11-24T10:00:00.000Z',
  summary: null,
  homework: null,
  markCount: 0,
});

const RECORD: StudentRecord = {
  student: { _id: 's', name: 'Maryam' },
  surahs: [],
  marks: [],
  lessons: [lesson('own', 't1'), lesson('other', 't2'), lesson('gone', null)],
  canEdit: true,
};

beforeAll(async () => {
  await initI18n();
  registerClassroomTranslations();
  registerHifzTranslations();
  await i18n.changeLanguage('en');
});

it("offers a Sheikh their own past lessons' lanes and homework, and no one else's", () => {
  renderSignedIn(
    SHEIKH,
    <RecordLessons
      record={RECORD}
      ayahName={() => ''}
      lessonTools={(meetingId) => <p data-testid="tools">{meetingId}</p>}
    />,
  );
  const items = screen.getAllByRole('listitem');
  const own = items.find((item) => item.getAttribute('data-meeting') === 'own')!;
  const add = within(own).getByRole('button', { name: 'Add lanes or homework' });
  expect(screen.getAllByRole('button', { name: 'Add lanes or homework' })).toHaveLength(1);
  expect(screen.queryByTestId('tools')).not.toBeInTheDocument();
  fireEvent.click(add);
  const dialog = screen.getByRole('dialog', { name: 'Lesson of Nov 24, 2026' });
  expect(within(dialog).getByTestId('tools')).toHaveTextContent('own');
});

it('offers nothing without the tools (a student or a guardian reading)', () => {
  renderSignedIn(SHEIKH, <RecordLessons record={RECORD} ayahName={() => ''} />);
  expect(screen.queryByRole('button', { name: 'Add lanes or homework' })).not.toBeInTheDocument();
});
