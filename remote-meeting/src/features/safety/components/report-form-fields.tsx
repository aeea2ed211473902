import {
  apiErrorText,
  fieldErrorText,
  genderContext,
  REPORT_NOTE_MAX,
  useTexts,
} from '@app/shared';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Dispatch } from 'react';
import type { ReportFormEvent, ReportFormState } from '../report-form';
import type { ReportedPerson } from '../report-target';
import { ReasonField } from './reason-field';

/** What the report says: the refusal of a last try, the reason, the note, and the block asked for. */
export function ReportFormFields({
  state,
  dispatch,
  reported,
  offersBlock,
}: {
  state: ReportFormState;
  dispatch: Dispatch<ReportFormEvent>;
  reported: ReportedPerson;
  offersBlock: boolean;
}) {
  const { t } = useTexts('safety');
  const sending = state.phase === 'sending';
  const { refusal } = state;
  const noteError = refusal?.on === 'note' ? fieldErrorText(refusal.error) : null;
  return (
    <Stack spacing={2}>
      <DialogContentText>{t('report.intro')}</DialogContentText>
      {refusal?.on === 'form' && (
        <Alert severity="error" role="alert">
          {apiErrorText(refusal.error)}
        </Alert>
      )}
      <ReasonField
        value={state.reason}
        disabled={sending}
        onChange={(reason) => dispatch({ type: 'reason', reason })}
      />
      <TextField
        name="note"
        label={t('report.note')}
        multiline
        minRows={3}
        value={state.note}
        onChange={(event) => dispatch({ type: 'note', note: event.target.value })}
        disabled={sending}
        error={noteError !== null}
        helperText={
          noteError ?? t('report.counter', { length: state.note.length, max: REPORT_NOTE_MAX })
        }
        slotProps={{
          htmlInput: { maxLength: REPORT_NOTE_MAX, dir: 'auto' },
          formHelperText: noteError ? { role: 'alert' } : {},
        }}
      />
      {offersBlock && (
        <FormControlLabel
          control={
            <Checkbox
              checked={state.alsoBlock}
              onChange={(event) => dispatch({ type: 'alsoBlock', alsoBlock: event.target.checked })}
              disabled={sending}
            />
          }
          label={t('report.alsoBlock', { context: genderContext(reported) })}
        />
      )}
    </Stack>
  );
}
