/** Class names for the one button look, shared by <button>, <a> and Link. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg py-2 text-center font-medium text-balance transition-colors disabled:pointer-events-none disabled:opacity-60 min-h-11';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground hover:opacity-90',
  secondary: 'bg-accent text-accent-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  outline: 'border border-input bg-background text-foreground hover:bg-muted',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-3 text-sm',
  md: 'px-4 text-sm',
  lg: 'px-6 text-base',
  icon: 'w-11 p-0',
};

export function buttonClasses(
  { variant = 'primary', size = 'md' }: { variant?: ButtonVariant; size?: ButtonSize } = {},
  extra = '',
): string {
  return [base, variants[variant], sizes[size], extra].filter(Boolean).join(' ');
}
