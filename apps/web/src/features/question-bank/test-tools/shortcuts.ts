import { type RefObject, useEffect } from 'react'

/** The test screen's keyboard shortcuts, as listed in the help dialog. */
export const SHORTCUTS = [
  { keys: ['N'], action: 'Next (save the answer), Continue, or back to the current question' },
  { keys: ['P'], action: 'Previous question (tutor mode)' },
  { keys: ['1', '…', '9'], action: 'Choose option 1 to 9 (A to I)' },
  { keys: ['F'], action: 'Flag or unflag for review' },
  { keys: ['Q'], action: 'Question navigator' },
  { keys: ['C'], action: 'Open or close the calculator' },
  { keys: ['L'], action: 'Lab values' },
  { keys: ['+'], action: 'Larger text' },
  { keys: ['−'], action: 'Smaller text' },
  { keys: ['?'], action: 'This list of shortcuts' },
  { keys: ['Esc'], action: 'Close the calculator or a dialog' },
] as const

export type ShortcutHandlers = {
  next?: () => void
  previous?: () => void
  choose?: (index: number) => void
  flag?: () => void
  navigator?: () => void
  calculator?: () => void
  labs?: () => void
  larger?: () => void
  smaller?: () => void
  help?: () => void
}

const TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color'])

/**
 * Whether a key press belongs to something else: typing in a text field, a select or an editable
 * element, anything inside an open modal dialog or the calculator, or a key with Ctrl, Alt or Meta.
 */
export function ignoresShortcut(e: KeyboardEvent): boolean {
  if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return true
  const t = e.target instanceof Element ? e.target : null
  if (!t) return false
  if (t instanceof HTMLInputElement) return !TEXT_INPUTS.has(t.type)
  if (t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement) return true
  if (t instanceof HTMLElement && t.isContentEditable) return true
  return t.closest('dialog[open], [data-shortcuts-ignore]') !== null
}

/**
 * Listens on the window for the test's shortcut keys while `enabled`. The handlers are read from
 * `ref` at each key press, so the screen sets them as it renders (none: nothing happens).
 */
export function useTestShortcuts(ref: RefObject<ShortcutHandlers>, enabled = true) {
  useEffect(() => {
    if (!enabled) return
    const onKey = (e: KeyboardEvent) => {
      if (ignoresShortcut(e)) return
      const h = ref.current
      const key = e.key.length === 1 ? e.key.toLowerCase() : e.key
      const run = (fn: (() => void) | undefined) => {
        if (!fn) return
        e.preventDefault()
        fn()
      }
      if (/^[1-9]$/.test(key)) {
        if (h.choose) {
          e.preventDefault()
          h.choose(Number(key) - 1)
        }
        return
      }
      const map: Record<string, (() => void) | undefined> = {
        n: h.next,
        p: h.previous,
        f: h.flag,
        q: h.navigator,
        c: h.calculator,
        l: h.labs,
        '+': h.larger,
        '=': h.larger,
        '-': h.smaller,
        '?': h.help,
      }
      run(map[key])
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [enabled, ref])
}

/**
 * Digit shortcuts: clicks the option at `index` of the question card on screen, whatever renders
 * its answer controls (radios or checkboxes of one group; a matrix of several groups is left
 * alone). A disabled input (graded, suspended) ignores the click, as it ignores the mouse.
 */
export function chooseOption(root: ParentNode, position: number, index: number) {
  const card = root.querySelector(`[data-question-card="${position}"]`)
  if (!card) return
  const inputs = [
    ...card.querySelectorAll<HTMLInputElement>('input[type="radio"], input[type="checkbox"]'),
  ]
  const groups = new Set(inputs.filter((i) => i.type === 'radio').map((i) => i.name))
  if (groups.size > 1) return
  const input = inputs[index]
  if (input && !input.disabled) input.click()
}
