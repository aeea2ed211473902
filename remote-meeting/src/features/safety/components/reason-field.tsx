import { REPORT_REASONS, type ReportReason, useTexts } from '@app/shared';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';

const reasonOf = (value: string): ReportReason | undefined =>
  REPORT_REASONS.find((reason) => reason === value);

/** The four reasons a report may give, one to choose. */
export function ReasonField({
  value,
  disabled,
  onChange,
}: {
  value: ReportReason | null;
  disabled: boolean;
  onChange(reason: ReportReason): void;
}) {
  const { t } = useTexts('safety');
  const labelId = useId();
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={labelId}>{t('report.reason')}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="reason"
        value={value ?? ''}
        onChange={(_event, chosen) => {
          const reason = reasonOf(chosen);
          if (reason) onChange(reason);
        }}
      >
        {REPORT_REASONS.map((reason) => (
          <FormControlLabel
            key={reason}
            value={reason}
            control={<Radio />}
            label={t(`common:reportReasons.${reason}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
