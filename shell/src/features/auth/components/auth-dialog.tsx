import { useTexts } from '@app/shared/core';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { authDialogAtom, authDialogNoticeAtom } from '../../../lib/auth-dialog-atom';
import { registerRoleOf, returnPathOf } from '../../../lib/auth-return';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** The login/register dialog the landing page (or any screen) opens through authDialogAtom. */
export function AuthDialog() {
  const { t } = useTexts('shell');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [mode, setMode] = useAtom(authDialogAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = returnPathOf(location.state);
  const initialRole = registerRoleOf(location.state);
  const [notice, setNotice] = useAtom(authDialogNoticeAtom);
  const close = () => {
    setMode(null);
    setNotice(null);
  };
  const done = (destination: string) => {
    close();
    void navigate(destination, { replace: true });
  };

  return (
    <Dialog
      open={mode !== null}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby="auth-dialog-title"
    >
      <DialogTitle id="auth-dialog-title" sx={{ pr: 6 }}>
        {t('auth.dialogTitle')}
        <IconButton
          aria-label={t('auth.close')}
          onClick={close}
          sx={{ position: 'absolute', top: 8, right: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Tabs
        value={mode === 'register' ? 'register' : 'login'}
        onChange={(_event, value: 'login' | 'register') => setMode(value)}
        variant="fullWidth"
      >
        <Tab value="login" label={t('auth.loginTab')} />
        <Tab value="register" label={t('auth.registerTab')} />
      </Tabs>
      <DialogContent sx={{ pt: 3 }}>
        {notice && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t(notice)}
          </Alert>
        )}
        {mode === 'register' ? (
          <RegisterForm returnTo={returnTo} initialRole={initialRole} onDone={done} />
        ) : mode === 'forgot' ? (
          <ForgotPasswordForm onBack={() => setMode('login')} />
        ) : (
          <LoginForm returnTo={returnTo} onDone={done} onForgotPassword={() => setMode('forgot')} />
        )}
      </DialogContent>
    </Dialog>
  );
}
