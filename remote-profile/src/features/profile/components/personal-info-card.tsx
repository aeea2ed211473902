import { useTexts } from '@app/shared/core';
import type { User } from '@app/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AvatarField } from './avatar-field';
import { NameField } from './name-field';

/** Picture, name and the read-only email: fields of the page's one form. */
export function PersonalInfoCard({ user }: { user: User }) {
  const { t } = useTexts('profile');
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 3 }}>
          {t('personal.title')}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'center', sm: 'flex-start' },
            gap: 4,
          }}
        >
          <Box sx={{ width: { sm: 200 }, flexShrink: 0 }}>
            <AvatarField user={user} />
          </Box>
          <Box
            sx={{
              flexGrow: 1,
              width: '100%',
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
            }}
          >
            <NameField />
            <TextField
              id="profile-email"
              label={t('personal.email')}
              value={user.email ?? ''}
              placeholder={t('personal.noEmail')}
              helperText={t('personal.emailNote')}
              fullWidth
              slotProps={{ input: { readOnly: true }, htmlInput: { dir: 'ltr' } }}
            />
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
