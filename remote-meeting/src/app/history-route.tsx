import { HistoryPage } from '../features/history/components/history-page';
import type { RowAction } from '../features/history/components/row-action';
import { BlockedTeachersSection } from '../features/safety/components/blocked-teachers-section';
import { ReportButton } from '../features/safety/components/report-button';

/** Report, for each person on the other side of a past lesson who is known by id. */
export const reportLessonAction: RowAction = (row) =>
  row.others.map(
    (other) =>
      other.id !== null && (
        <ReportButton
          key={other.id}
          target={{
            meetingId: row.id,
            // The history does not say the gender: the texts take their neutral form.
            reported: { id: other.id, name: other.name, role: other.role, gender: null },
          }}
        />
      ),
  );

/**
 * /history as exposed: the past lessons with Report on each, and the student's blocked Sheikhs
 * under them (features do not import each other).
 */
export function HistoryRoute() {
  return <HistoryPage rowAction={reportLessonAction} footer={<BlockedTeachersSection />} />;
}
