import { Eye, EyeOff } from 'lucide-react'
import { useHydrated } from '@/lib/ssr-data'

export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const hydrated = useHydrated()
  return (
    <button
      type="button"
      disabled={!hydrated}
      onClick={onToggle}
      aria-label={shown ? 'Hide password' : 'Show password'}
      aria-pressed={shown}
      className="inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
    >
      {shown ? (
        <EyeOff aria-hidden="true" className="size-5" />
      ) : (
        <Eye aria-hidden="true" className="size-5" />
      )}
    </button>
  )
}
