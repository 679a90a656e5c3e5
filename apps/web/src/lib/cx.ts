import { type ClassValue, clsx } from 'clsx'

/**
 * Joins classes without resolving Tailwind conflicts. The public pages use it instead of cn(),
 * so the landing page does not download tailwind-merge (about 9 KB gzip, kept in its own chunk
 * by vite.config.ts): use it only where no two classes set the same property.
 */
export function cx(...inputs: ClassValue[]) {
  return clsx(inputs)
}
