import { USERS_SEARCH_MAX, useTexts } from '@app/shared';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import SearchIcon from '@mui/icons-material/Search';

interface UserSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * Search by name, email or phone. A bare input rather than a TextField: the users page keeps
 * its phone budget, and the label is the input's accessible name.
 */
export function UserSearch({ value, onChange }: UserSearchProps) {
  const { t } = useTexts('admin');
  return (
    <OutlinedInput
      type="search"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={t('users.search.placeholder')}
      inputProps={{ 'aria-label': t('users.search.label'), maxLength: USERS_SEARCH_MAX }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
      sx={{ width: { xs: '100%', sm: 360 }, maxWidth: '100%' }}
    />
  );
}
