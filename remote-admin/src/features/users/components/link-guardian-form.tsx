import { useState } from 'react';
import {
  AppButton,
  GUARDIANS_PER_CHILD_MAX,
  type GuardianLink,
  type User,
  useTexts,
} from '@app/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGuardianAccounts } from '../hooks/use-guardian-accounts';
import { useGuardianChanges } from '../hooks/use-guardian-changes';
import { canLinkAnother } from '../lib/guardian-choices';
import { contactOf } from './user-cells';

interface LinkGuardianFormProps {
  studentId: string;
  /** The student's guardians now. */
  linked: readonly GuardianLink[];
}

// The server searched already: every guardian account it answered is a choice.
const keepAll = (accounts: User[]) => accounts;

/** Picks a guardian account by name, email or phone and links it to the student. */
export function LinkGuardianForm({ studentId, linked }: LinkGuardianFormProps) {
  const { t } = useTexts('admin');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<User | null>(null);
  const accounts = useGuardianAccounts(search, linked);
  const { linkGuardian, isLinking } = useGuardianChanges(studentId);

  if (!canLinkAnother(linked)) {
    return (
      <Typography color="text.secondary">
        {t('guardians.link.full', { count: GUARDIANS_PER_CHILD_MAX })}
      </Typography>
    );
  }

  const submit = () => {
    if (!chosen) return;
    linkGuardian(chosen, () => {
      setChosen(null);
      setSearch('');
    });
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Autocomplete
        sx={{ flex: 1, minWidth: 0, width: '100%' }}
        options={accounts.choices}
        value={chosen}
        onChange={(_event, account) => setChosen(account)}
        inputValue={search}
        onInputChange={(_event, text) => setSearch(text)}
        filterOptions={keepAll}
        getOptionLabel={(account) => account.name}
        isOptionEqualToValue={(option, value) => option._id === value._id}
        renderOption={({ key, ...props }, account) => (
          <Box component="li" key={key} {...props}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">
                <bdi>{account.name}</bdi>
              </Typography>
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ overflowWrap: 'anywhere' }}
              >
                <bdi>{contactOf(account)}</bdi>
              </Typography>
            </Box>
          </Box>
        )}
        loading={accounts.loading}
        loadingText={t('common:loading')}
        noOptionsText={t('guardians.link.noOptions')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('guardians.link.account')}
            helperText={t('guardians.link.hint')}
          />
        )}
      />
      <AppButton disabled={!chosen} loading={isLinking} onClick={submit} sx={{ mt: { sm: 1 } }}>
        {t('guardians.link.submit')}
      </AppButton>
    </Stack>
  );
}
