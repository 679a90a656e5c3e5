import { CircleAlert, CircleCheck, Info } from 'lucide-react'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useRef,
  useState,
} from 'react'
import { buttonVariants } from './button-variants'
import { Dialog } from './dialog'

export type AlertTone = 'success' | 'error' | 'info'
export type AlertOptions = { title: string; text: string; tone?: AlertTone }
type Pending = AlertOptions & { resolve: () => void }

const AlertContext = createContext<((options: AlertOptions) => Promise<void>) | null>(null)

/** `const alert = useAlert(); await alert({ title: 'Congratulations!', text: 'Login Successful.' })` */
export function useAlert() {
  const ctx = useContext(AlertContext)
  if (!ctx) throw new Error('useAlert needs <AlertProvider>')
  return ctx
}

/** The spec's alert dialogs as one accessible modal service (title, text, OK), one at a time. */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Pending[]>([])
  const alert = useCallback(
    (options: AlertOptions) =>
      new Promise<void>((resolve) => setQueue((q) => [...q, { ...options, resolve }])),
    [],
  )
  const current = queue[0]
  const close = () => {
    current?.resolve()
    setQueue((q) => q.slice(1))
  }
  return (
    <AlertContext.Provider value={alert}>
      {children}
      {current ? <AlertDialog key={queue.length} {...current} onClose={close} /> : null}
    </AlertContext.Provider>
  )
}

const ICONS = { success: CircleCheck, error: CircleAlert, info: Info }
const COLORS = { success: 'text-emerald-600', error: 'text-red-600', info: 'text-brand-700' }

function AlertDialog({
  title,
  text,
  tone = 'info',
  onClose,
}: AlertOptions & { onClose: () => void }) {
  const titleId = useId()
  const textId = useId()
  const okRef = useRef<HTMLButtonElement>(null)
  const Icon = ICONS[tone]
  return (
    <Dialog
      role="alertdialog"
      onClose={onClose}
      labelledBy={titleId}
      describedBy={textId}
      initialFocus={okRef}
      className="max-w-sm p-6 text-center"
    >
      <Icon aria-hidden="true" className={`mx-auto size-12 ${COLORS[tone]}`} />
      <h2 id={titleId} className="mt-3 text-xl font-bold text-ink">
        {title}
      </h2>
      <p id={textId} className="mt-2 text-muted">
        {text}
      </p>
      {/* A plain button with the Button styles: Button merges classes with tailwind-merge,
          which the landing page does not need to download (this dialog is in the first chunk). */}
      <button
        ref={okRef}
        type="button"
        className={buttonVariants({ block: true, className: 'mt-6' })}
        onClick={onClose}
      >
        OK
      </button>
    </Dialog>
  )
}
