import type { VariantProps } from 'class-variance-authority'
import type { ButtonHTMLAttributes, Ref } from 'react'
import { cn } from '@/lib/cn'
import { useHydrated } from '@/lib/ssr-data'
import { buttonVariants } from './button-variants'

export { buttonVariants }

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  VariantProps<typeof buttonVariants>

export function Button({
  className,
  variant,
  size,
  block,
  type = 'button',
  disabled,
  ref,
  ...props
}: ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  // Disabled until a server-rendered page is hydrated (useHydrated, lib/ssr-data.ts).
  const hydrated = useHydrated()
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || !hydrated}
      className={cn(buttonVariants({ variant, size, block }), className)}
      {...props}
    />
  )
}
