import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/**
 * The toasts in colours white text can be read on (WCAG AA, 4.5:1): notistack's own green,
 * orange and blue are too light for it.
 */
const ReadableToast = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#9a4f00' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579b' },
}));

/** The toast of every variant, for SnackbarProvider's `Components`. */
export const TOAST_COMPONENTS = {
  default: ReadableToast,
  success: ReadableToast,
  error: ReadableToast,
  warning: ReadableToast,
  info: ReadableToast,
};
