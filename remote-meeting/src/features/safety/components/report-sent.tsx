import { apiErrorText, genderContext, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { BlockOutcome } from '../report-form';
import type { ReportedPerson } from '../report-target';

/** The thanks for a sent report, and how the block asked for with it went. */
export function ReportSent({ block, reported }: { block: BlockOutcome; reported: ReportedPerson }) {
  const { t } = useTexts('safety');
  return (
    <Stack spacing={2} role="status">
      <Alert severity="success">{t('report.thanks')}</Alert>
      {block?.ok === true && (
        <Alert severity="info">{t('block.blocked', { context: genderContext(reported) })}</Alert>
      )}
      {block?.ok === false && (
        <Alert severity="warning">
          {t('report.blockFailed')} {apiErrorText(block.error)}
        </Alert>
      )}
    </Stack>
  );
}
