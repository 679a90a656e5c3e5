import { type ClassValue, clsx } from 'clsx'
import { twMerge } from 'tailwind-merge'

/** Joins classes and resolves Tailwind conflicts (a later `bg-white` replaces `bg-brand-700`). */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}
