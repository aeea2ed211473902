import { type SheikhGenderChoice, useTexts } from '@app/shared';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useSheikhChoices, type SheikhChoice } from '../api/sheikh-choices-api';
import { sheikhOptions } from '../lib/safety-form';

/** Picks the Sheikhs a child may see and call, by name. */
export function SheikhPicker({
  gender,
  value,
  onChange,
  problem,
}: {
  /** The gender choice: the picker offers only the Sheikhs it lets through. */
  gender: SheikhGenderChoice;
  value: SheikhChoice[];
  onChange(value: SheikhChoice[]): void;
  /** Why the choice cannot be saved, in words; null when it can. */
  problem: string | null;
}) {
  const { t, i18n } = useTexts('family');
  const sheikhs = useSheikhChoices();
  const options = useMemo(
    () => sheikhOptions(sheikhs.data ?? [], gender, value, i18n.language),
    [sheikhs.data, gender, value, i18n.language],
  );
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      getOptionLabel={(sheikh) => sheikh.name}
      getOptionKey={(sheikh) => sheikh._id}
      isOptionEqualToValue={(option, chosen) => option._id === chosen._id}
      loading={sheikhs.isPending}
      loadingText={t('safety.pickerLoading')}
      noOptionsText={t(sheikhs.isError ? 'safety.pickerFailed' : 'safety.pickerEmpty')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('safety.picker')}
          error={problem !== null}
          helperText={problem ?? t('safety.pickerHint')}
        />
      )}
    />
  );
}
