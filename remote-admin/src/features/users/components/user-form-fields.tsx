import { useTexts } from '@app/shared/core';
import type { Role } from '@app/shared';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@app/shared/forms';
import { useTranslateError } from '../hooks/use-translate-error';

interface UserFormFieldsProps {
  /** Roles the acting user may assign. */
  roles: readonly Role[];
  editing: boolean;
  /** Editing one's own account: the server refuses a change of one's own role. */
  self: boolean;
  /** The username a child's account signs in with (it has no email or phone); null otherwise. */
  username?: string | null;
}

/** Name, email, phone, role and password of the create/edit form. */
export function UserFormFields({ roles, editing, self, username = null }: UserFormFieldsProps) {
  const { t } = useTexts('admin');
  const translateError = useTranslateError();
  return (
    <Stack spacing={1} sx={{ pt: 1 }}>
      {username && (
        <Typography variant="body2" color="text.secondary">
          {t('userForm.signsInWithUsername', { username })}
        </Typography>
      )}
      <FormTextField
        translateError={translateError}
        idPrefix="user-form"
        name="name"
        label={t('userForm.fields.name')}
        required
        autoFocus
      />
      <FormTextField
        translateError={translateError}
        idPrefix="user-form"
        name="email"
        type="email"
        label={t('userForm.fields.email')}
      />
      <FormTextField
        translateError={translateError}
        idPrefix="user-form"
        name="phone"
        type="tel"
        label={t('userForm.fields.phone')}
      />
      <FormTextField
        translateError={translateError}
        idPrefix="user-form"
        name="role"
        select
        label={t('userForm.fields.role')}
        disabled={self}
        required
      >
        {roles.map((role) => (
          <MenuItem key={role} value={role}>
            {t(`common:roles.${role}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        translateError={translateError}
        idPrefix="user-form"
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('userForm.fields.password')}
        required={!editing}
        helperText={editing ? t('userForm.passwordEditHint') : undefined}
      />
    </Stack>
  );
}
