import { cva } from 'class-variance-authority'

/**
 * The button styles, apart from the Button component: links styled as buttons import them from
 * here, so pages that never render <Button> (the landing page) do not load tailwind-merge.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
        secondary:
          'border border-slate-300 bg-white text-ink hover:bg-slate-50 focus-visible:outline-brand-700',
        ghost: 'text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-700',
        danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
        /** On a dark brand background: a white button, and a white outline button. */
        inverse: 'bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white',
        outlineInverse:
          'text-white ring-1 ring-white/40 hover:bg-white/10 focus-visible:outline-white',
      },
      size: {
        sm: 'h-9 px-3 text-sm',
        md: 'h-11 px-5 text-sm',
        lg: 'h-12 px-6 text-base',
      },
      block: { true: 'w-full' },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)
