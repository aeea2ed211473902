import { GENDERS, SPECIALIZATIONS, TEACHING_LANGUAGES, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { TEACHER_SORTS, type TeacherFilters } from '../teacher-filters';

interface TeacherFiltersBarProps {
  filters: TeacherFilters;
  onChange: (next: TeacherFilters) => void;
}

const ANY = '';

/** Search by name, online now, gender, specialization, language and the order of the list. */
export function TeacherFiltersBar({ filters, onChange }: TeacherFiltersBarProps) {
  const { t } = useTexts(['meeting', 'teaching']);
  const set = <K extends keyof TeacherFilters>(key: K, value: TeacherFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const select = (
    label: string,
    value: string | null,
    options: ReadonlyArray<{ value: string; label: string }>,
    onPick: (value: string) => void,
    withAny = true,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ANY}
      onChange={(event) => onPick(event.target.value)}
      sx={{ minWidth: { xs: 'calc(50% - 4px)', sm: 150 }, flex: { xs: '1 1 40%', sm: '0 0 auto' } }}
    >
      {withAny && <MenuItem value={ANY}>{t('meeting:teachers.filters.any')}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const pick = <T extends string>(values: readonly T[], value: string): T | null =>
    values.find((candidate) => candidate === value) ?? null;
  return (
    <Box
      role="search"
      aria-label={t('meeting:teachers.filters.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}
    >
      <TextField
        size="small"
        type="search"
        label={t('meeting:teachers.filters.search')}
        value={filters.search}
        onChange={(event) => set('search', event.target.value.slice(0, 100))}
        sx={{ flex: { xs: '1 1 100%', sm: '1 1 200px' } }}
      />
      {select(
        t('meeting:teachers.filters.specialization'),
        filters.specialization,
        SPECIALIZATIONS.map((value) => ({ value, label: t(`teaching:specializations.${value}`) })),
        (value) => set('specialization', pick(SPECIALIZATIONS, value)),
      )}
      {select(
        t('meeting:teachers.filters.language'),
        filters.language,
        TEACHING_LANGUAGES.map((value) => ({ value, label: t(`teaching:languages.${value}`) })),
        (value) => set('language', pick(TEACHING_LANGUAGES, value)),
      )}
      {select(
        t('meeting:teachers.filters.gender'),
        filters.gender,
        GENDERS.map((value) => ({ value, label: t(`teaching:genders.${value}`) })),
        (value) => set('gender', pick(GENDERS, value)),
      )}
      {select(
        t('meeting:teachers.filters.sort'),
        filters.sort,
        TEACHER_SORTS.map((value) => ({ value, label: t(`meeting:teachers.sort.${value}`) })),
        (value) => set('sort', pick(TEACHER_SORTS, value) ?? 'status'),
        false,
      )}
      <FormControlLabel
        control={
          <Switch
            checked={filters.onlineOnly}
            onChange={(event) => set('onlineOnly', event.target.checked)}
          />
        }
        label={t('meeting:teachers.filters.onlineNow')}
      />
    </Box>
  );
}
