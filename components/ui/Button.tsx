import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
type Size = 'sm' | 'md' | 'lg';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-ochre-600 text-white hover:bg-ochre-700 focus-visible:outline-ochre-600',
  secondary: 'bg-bush-800 text-sand-50 hover:bg-bush-900 focus-visible:outline-bush-800',
  outline: 'border border-current bg-transparent hover:bg-black/5 focus-visible:outline-current',
  ghost: 'bg-transparent hover:bg-black/5 focus-visible:outline-current',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
};

const SIZES: Record<Size, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-5 py-2.5 text-sm',
  lg: 'px-7 py-3.5 text-base',
};

/** The site's one button look, for <button> and for links that look like buttons. */
export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', extra = ''): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    extra,
  ].join(' ');
}

type StyleProps = { variant?: Variant; size?: Size };

export function Button({ variant, size, className = '', type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

export function ButtonLink({ variant, size, className = '', ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & StyleProps & { href: string }) {
  return <a className={buttonClasses(variant, size, className)} {...props} />;
}
