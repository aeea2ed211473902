import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

/** SPEC: `?error=banned` shows a dismissible banner (after registration, or a blocked login). */
export function BannedBanner() {
  const { t } = useTranslation('shell');
  const [params, setParams] = useSearchParams();
  if (params.get('error') !== 'banned') return null;
  const dismiss = () => {
    const next = new URLSearchParams(params);
    next.delete('error');
    setParams(next, { replace: true });
  };
  return (
    <Container sx={{ pt: 2 }}>
      <Alert
        severity="warning"
        onClose={dismiss}
        slotProps={{ closeButton: { 'aria-label': t('landing.bannedBannerClose') } }}
      >
        {t('auth.errors.accountBanned')}
      </Alert>
    </Container>
  );
}
