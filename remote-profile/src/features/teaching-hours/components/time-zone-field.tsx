import { useTexts } from '@app/shared';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { timeZoneChoices, zoneLabel, zoneName } from '../lib/time-zones';

/**
 * The zone the hours are on, found by typing a city ("Riyadh") or the zone's name in the page's
 * language; the chosen zone's name is said under it. The list shows ids only: naming all of
 * them costs a formatter each, paid only once someone types.
 */
export function TimeZoneField({
  value,
  onChange,
}: {
  value: string;
  onChange(zone: string): void;
}) {
  const { t, i18n } = useTexts('profile');
  const language = i18n.language;
  const options = useMemo(() => timeZoneChoices(value), [value]);
  const filterOptions = useMemo(
    () =>
      createFilterOptions<string>({
        stringify: (zone) => `${zoneLabel(zone)} ${zoneName(zone, language)}`,
      }),
    [language],
  );
  return (
    <Autocomplete
      id="teaching-hours-time-zone"
      disableClearable
      options={options}
      value={value}
      onChange={(_event, zone) => onChange(zone)}
      getOptionLabel={zoneLabel}
      filterOptions={filterOptions}
      noOptionsText={t('teachingHours.timeZone.noMatch')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('teachingHours.timeZone.label')}
          helperText={zoneName(value, language)}
        />
      )}
    />
  );
}
