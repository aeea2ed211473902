import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * Toast backgrounds white text is readable on (WCAG AA, 4.5:1 and more): notistack's own
 * success (#43a047, 3.3:1), warning (2.2:1) and info (3.1:1) are not. Set as styles over its
 * classes rather than a component of our own, so notistack's component (and the transition and
 * timer that hide it) stays its own.
 */
const TOAST_BACKGROUNDS = {
  success: '#2e7d32',
  error: '#c62828',
  warning: '#b45309',
  info: '#0b63b8',
} as const;

const styles = Object.fromEntries(
  Object.entries(TOAST_BACKGROUNDS).map(([variant, colour]) => [
    `.notistack-MuiContent.notistack-MuiContent-${variant}`,
    { backgroundColor: colour, color: '#fff' },
  ]),
);

export function ToastColours() {
  return <GlobalStyles styles={styles} />;
}
