import { formatNumber, resolveAvatarUrl, type User, useTexts } from '@app/shared';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useField } from 'formik';
import type { ChangeEvent } from 'react';
import { useFilePreview } from '../hooks/use-file-preview';
import { AVATAR_ACCEPT, AVATAR_MAX_MB, avatarFileProblem } from '../schemas/avatar-file-rules';
import { ProfileAvatar } from './profile-avatar';

/**
 * The picture and its upload button: a chosen file shows its name, size and a preview, or the
 * rule it breaks. The file is sent with the rest of the form.
 */
export function AvatarField({ user }: { user: User }) {
  const { t, i18n } = useTexts('profile');
  const [field, , helpers] = useField<File | null>('avatar');
  const file = field.value;
  const problem = file ? avatarFileProblem(file) : null;
  const preview = useFilePreview(file && !problem ? file : null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing the name) is a change too.
    event.target.value = '';
    if (chosen) void helpers.setValue(chosen, true);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
      <ProfileAvatar
        src={preview ?? resolveAvatarUrl(user.avatar)}
        alt={t('avatar.alt', { name: user.name })}
      />
      <Button component="label" variant="outlined" size="small" startIcon={<PhotoCameraIcon />}>
        {t('avatar.upload')}
        <input hidden type="file" name="avatar" accept={AVATAR_ACCEPT} onChange={onChange} />
      </Button>
      {file && (
        <Typography variant="body2" sx={{ textAlign: 'center', wordBreak: 'break-all' }}>
          {t('avatar.selected', {
            file: file.name,
            size: formatNumber(file.size / 1024, i18n.language, 1),
          })}
        </Typography>
      )}
      {problem ? (
        <Typography role="alert" variant="body2" color="error" sx={{ textAlign: 'center' }}>
          {t(problem, { max: AVATAR_MAX_MB })}
        </Typography>
      ) : (
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('avatar.hint', { max: AVATAR_MAX_MB })}
        </Typography>
      )}
    </Box>
  );
}
