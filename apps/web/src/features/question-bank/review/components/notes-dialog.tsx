import { useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { NOTE_MAX_CHARS, REVIEW_TEXT } from '../texts'
import { Modal } from './modal'

/** 'Add Notes': a textarea prefilled with the saved note, and 'Save Note'. */
export function NotesDialog({
  open,
  onClose,
  initialNote,
  saving,
  onSave,
}: {
  open: boolean
  onClose: () => void
  initialNote: string
  saving: boolean
  onSave: (note: string) => void
}) {
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  return (
    <Modal open={open} onClose={onClose} title={REVIEW_TEXT.addNotes} initialFocus={textareaRef}>
      <NotesForm
        textareaRef={textareaRef}
        initialNote={initialNote}
        saving={saving}
        onSave={onSave}
      />
    </Modal>
  )
}

function NotesForm({
  textareaRef,
  initialNote,
  saving,
  onSave,
}: {
  textareaRef: React.RefObject<HTMLTextAreaElement | null>
  initialNote: string
  saving: boolean
  onSave: (note: string) => void
}) {
  const id = useId()
  const [note, setNote] = useState(initialNote)
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault()
        onSave(note)
      }}
    >
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Your note on this question
        </label>
        <textarea
          ref={textareaRef}
          id={id}
          value={note}
          maxLength={NOTE_MAX_CHARS}
          rows={6}
          onChange={(e) => setNote(e.target.value)}
          aria-describedby={`${id}-count`}
          className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
          placeholder="Write what to remember about this question"
        />
        <p id={`${id}-count`} className="text-right text-xs text-muted">
          {note.length} / {NOTE_MAX_CHARS}
        </p>
      </div>
      <Button type="submit" block disabled={saving}>
        {saving ? 'Saving...' : REVIEW_TEXT.saveNote}
      </Button>
    </form>
  )
}
