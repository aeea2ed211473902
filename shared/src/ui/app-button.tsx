import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export type AppButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type AppButtonSize = 'sm' | 'md' | 'lg';

type AppButtonProps = Omit<ButtonProps, 'variant' | 'size' | 'color'> & {
  variant?: AppButtonVariant;
  size?: AppButtonSize;
  /** Shows a spinner and blocks further clicks while an action runs. */
  loading?: boolean;
};

const VARIANTS: Record<AppButtonVariant, Pick<ButtonProps, 'variant' | 'color'>> = {
  primary: { variant: 'contained', color: 'primary' },
  secondary: { variant: 'outlined', color: 'primary' },
  danger: { variant: 'contained', color: 'error' },
  ghost: { variant: 'text', color: 'inherit' },
};

const SIZES: Record<AppButtonSize, ButtonProps['size']> = {
  sm: 'small',
  md: 'medium',
  lg: 'large',
};

/** The reusable button: primary, secondary, danger or ghost; sm, md or lg; a loading state. */
export function AppButton({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  startIcon,
  ...props
}: AppButtonProps) {
  return (
    <Button
      {...VARIANTS[variant]}
      size={SIZES[size]}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      startIcon={
        loading ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : startIcon
      }
      {...props}
    />
  );
}
