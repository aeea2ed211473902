import { useTexts } from '@app/shared/core';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** Any unknown path. */
export function NotFoundPage() {
  const { t } = useTexts('shell');
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 700 }}>
        {t('notFound.code')}
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('notFound.subtitle')}
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        {t('notFound.backHome')}
      </Button>
    </Container>
  );
}
