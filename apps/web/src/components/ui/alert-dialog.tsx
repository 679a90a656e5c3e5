import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useState,
} from 'react'

// The dialog loads with the first alert: every page has the provider, few show an alert at once,
// and the landing page's first download stays small (docs/performance.md).
const AlertDialog = lazy(() =>
  import('./alert-dialog-view').then((m) => ({ default: m.AlertDialog })),
)

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
      {current ? (
        <Suspense fallback={null}>
          <AlertDialog key={queue.length} {...current} onClose={close} />
        </Suspense>
      ) : null}
    </AlertContext.Provider>
  )
}
