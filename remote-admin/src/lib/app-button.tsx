import Button, { type ButtonProps } from '@mui/material/Button';

/** SPEC's reusable button variants. */
export type AppButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
/** SPEC's reusable button sizes. */
export type AppButtonSize = 'sm' | 'md' | 'lg';

type AppButtonProps = Omit<ButtonProps, 'variant' | 'size' | 'color'> & {
  variant?: AppButtonVariant;
  size?: AppButtonSize;
  /** Shows a spinner and blocks clicks while an action runs. */
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

/** A button in one of SPEC's variants and sizes, with a loading state. */
export function AppButton({
  variant = 'primary',
  size = 'md',
  loading = false,
  ...props
}: AppButtonProps) {
  return <Button {...VARIANTS[variant]} size={SIZES[size]} loading={loading} {...props} />;
}
