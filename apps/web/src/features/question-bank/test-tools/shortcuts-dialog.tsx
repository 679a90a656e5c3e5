import { Modal } from '../review/components/modal'
import { SHORTCUTS } from './shortcuts'

/** "Keyboard shortcuts": the keys of the test screen (none fires while typing in a field). */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="Keyboard shortcuts" className="max-w-lg">
      <p className="mb-3 text-sm text-muted">
        Shortcuts do nothing while you type in a text field or use the calculator.
      </p>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Keyboard shortcuts of the test screen</caption>
        <thead>
          <tr className="border-b border-slate-200 text-muted">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Key
            </th>
            <th scope="col" className="py-2 font-semibold">
              Action
            </th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.action} className="border-b border-slate-100 last:border-0">
              <td className="py-2 pr-3 whitespace-nowrap">
                {s.keys.map((k) =>
                  k === '…' ? (
                    <span key={k} className="mx-1 text-muted">
                      to
                    </span>
                  ) : (
                    <kbd
                      key={k}
                      className="inline-flex min-w-7 justify-center rounded-md border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs font-semibold text-ink shadow-sm"
                    >
                      {k}
                    </kbd>
                  ),
                )}
              </td>
              <td className="py-2 text-ink">{s.action}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  )
}
