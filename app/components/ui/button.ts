import { cn } from '~/lib/cn'

type Variant = 'primary' | 'secondary' | 'ghost' | 'accent'
type Size = 'sm' | 'md' | 'lg'

const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-stone-400',
  accent: 'bg-accent-600 text-white hover:bg-earth-700 disabled:bg-stone-400',
  secondary: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
  ghost: 'text-stone-700 hover:bg-stone-100',
}
const sizes: Record<Size, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
}

/** Class names of a button, for <button> and for links that look like one. */
export function buttonClass({ variant = 'primary', size = 'md', className }: { variant?: Variant; size?: Size; className?: string } = {}) {
  return cn(
    'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
    className,
  )
}
