import { useTexts } from '@app/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { noticeChoices, noticeWording } from '../lib/notice-choices';

/** How long before a lesson it may still be booked. */
export function NoticeField({
  value,
  onChange,
}: {
  value: number;
  onChange(minutes: number): void;
}) {
  const { t } = useTexts('profile');
  const choices = noticeChoices(value);
  const label = (minutes: number) => {
    const wording = noticeWording(minutes);
    if (wording.unit === 'none') return t('teachingHours.notice.none');
    return t(`teachingHours.${wording.unit}`, { count: wording.count });
  };
  return (
    <TextField
      select
      id="teaching-hours-notice"
      label={t('teachingHours.notice.label')}
      helperText={t('teachingHours.notice.hint')}
      value={String(value)}
      onChange={(event) => {
        const picked = choices.find((minutes) => String(minutes) === event.target.value);
        if (picked !== undefined) onChange(picked);
      }}
    >
      {choices.map((minutes) => (
        <MenuItem key={minutes} value={String(minutes)}>
          {label(minutes)}
        </MenuItem>
      ))}
    </TextField>
  );
}
