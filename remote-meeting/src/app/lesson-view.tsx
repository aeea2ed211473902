import { useState, type ReactNode } from 'react';
import {
  MeetingView,
  type LiveLesson,
  type LiveMeeting,
} from '../features/meeting/components/meeting-view';
import { LazyReportDialog } from '../features/safety/components/lazy-report-dialog';
import { ReportIconButton } from '../features/safety/components/report-icon-button';
import type { ReportTarget } from '../features/safety/report-target';

/** The other side of the live lesson, as a report names it. */
const reportTargetOf = ({ meetingId, peer }: LiveLesson): ReportTarget => ({
  meetingId,
  reported: { id: peer.userId, name: peer.name, role: peer.role, gender: peer.gender },
});

/**
 * The meeting view with Report in its header. The report is held here, not in the header, so
 * one being written outlives the lesson when the other side hangs up.
 */
export function LessonView({ renderVideo }: { renderVideo(meeting: LiveMeeting): ReactNode }) {
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  return (
    <>
      <MeetingView
        renderVideo={renderVideo}
        renderHeaderAction={(lesson) => (
          <ReportIconButton
            name={lesson.peer.name}
            onClick={() => setReporting(reportTargetOf(lesson))}
          />
        )}
      />
      {reporting && <LazyReportDialog target={reporting} onClose={() => setReporting(null)} />}
    </>
  );
}
