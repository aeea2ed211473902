import { lazy, Suspense } from 'react';
import type { ReportDialogProps } from './report-dialog';

// Reports are rare: the form is fetched on the first Report click, not with every page (the
// call layer is on all of them).
const ReportDialog = lazy(() =>
  import(/* webpackChunkName: "report-dialog" */ './report-dialog').then((module) => ({
    default: module.ReportDialog,
  })),
);

/** The report dialog, loaded when first opened. */
export function LazyReportDialog(props: ReportDialogProps) {
  return (
    <Suspense fallback={null}>
      <ReportDialog {...props} />
    </Suspense>
  );
}
