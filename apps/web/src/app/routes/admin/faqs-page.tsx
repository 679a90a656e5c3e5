import type { TAdminFaq } from '@nurseready/shared/schemas/faqs'
import { ArrowDown, ArrowUp } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Field } from '@/components/ui/field'
import { Spinner } from '@/components/ui/spinner'
import {
  useAdminFaqs,
  useDeleteFaq,
  useReorderFaqs,
  useSaveFaq,
} from '@/features/admin/api/admin-api'
import { AdminPage, LoadError } from '@/features/admin/components/admin-page'
import { errorMessage } from '@/lib/api-client'

/** The question and answer fields, for a new FAQ or an edit. */
function FaqForm({ faq, onDone }: { faq: TAdminFaq | null; onDone: () => void }) {
  const save = useSaveFaq()
  const [question, setQuestion] = useState(faq?.question ?? '')
  const [answer, setAnswer] = useState(faq?.answer ?? '')
  return (
    <form
      aria-label={faq ? 'Edit FAQ' : 'New FAQ'}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault()
        save.mutate(
          { id: faq?.id ?? null, body: { question, answer } },
          {
            onSuccess: () => {
              if (!faq) {
                setQuestion('')
                setAnswer('')
              }
              onDone()
            },
          },
        )
      }}
    >
      <Field
        label="Question"
        required
        value={question}
        onChange={(e) => setQuestion(e.target.value)}
      />
      <label className="block text-sm font-medium text-ink">
        Answer
        <textarea
          required
          className="mt-1 block min-h-24 w-full rounded-lg border border-slate-300 p-2 text-sm font-normal"
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
        />
      </label>
      {save.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(save.error, 'Saving failed. Please try again.')}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {faq ? 'Save' : 'Add FAQ'}
        </Button>
        {faq ? (
          <Button size="sm" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  )
}

/** /admin/faqs: the FAQs in the order students see them; add, edit, move, delete. */
export function FaqsPage() {
  const faqs = useAdminFaqs()
  const reorder = useReorderFaqs()
  const remove = useDeleteFaq()
  const [editing, setEditing] = useState<string | null>(null)
  const [target, setTarget] = useState<TAdminFaq | null>(null)

  const move = (items: TAdminFaq[], index: number, by: -1 | 1) => {
    const ids = items.map((f) => f.id)
    const [id] = ids.splice(index, 1)
    ids.splice(index + by, 0, id!)
    reorder.mutate(ids)
  }

  return (
    <AdminPage title="FAQs" description="Shown to students on the FAQs page in this order.">
      {faqs.isPending ? (
        <Spinner />
      ) : faqs.isError ? (
        <LoadError message={errorMessage(faqs.error, '')} />
      ) : (
        <div className="space-y-4">
          {reorder.isError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errorMessage(reorder.error, 'The new order was not saved.')}
            </p>
          ) : null}
          <ol className="space-y-2">
            {faqs.data.items.map((f, i, all) => (
              <li key={f.id}>
                {editing === f.id ? (
                  <FaqForm faq={f} onDone={() => setEditing(null)} />
                ) : (
                  <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start">
                    <div className="min-w-0 flex-1">
                      <p className="font-medium text-ink">
                        {i + 1}. {f.question}
                      </p>
                      <p className="mt-1 whitespace-pre-wrap text-sm text-muted">{f.answer}</p>
                    </div>
                    <div className="flex shrink-0 flex-wrap gap-1">
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Move up: ${f.question}`}
                        disabled={i === 0 || reorder.isPending}
                        onClick={() => move(all, i, -1)}
                      >
                        <ArrowUp aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Move down: ${f.question}`}
                        disabled={i === all.length - 1 || reorder.isPending}
                        onClick={() => move(all, i, 1)}
                      >
                        <ArrowDown aria-hidden="true" className="size-4" />
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => setEditing(f.id)}>
                        Edit
                      </Button>
                      <Button size="sm" variant="danger" onClick={() => setTarget(f)}>
                        Delete
                      </Button>
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ol>
          <h2 className="pt-2 text-lg font-semibold text-ink">Add an FAQ</h2>
          <FaqForm faq={null} onDone={() => {}} />
        </div>
      )}
      {target ? (
        <ConfirmDialog
          title="Delete this FAQ?"
          confirmLabel="Delete"
          danger
          busy={remove.isPending}
          error={remove.isError ? errorMessage(remove.error, 'Deleting failed.') : null}
          onConfirm={() => remove.mutate(target.id, { onSuccess: () => setTarget(null) })}
          onCancel={() => {
            setTarget(null)
            remove.reset()
          }}
        >
          “{target.question}” is removed from the students' FAQs page.
        </ConfirmDialog>
      ) : null}
    </AdminPage>
  )
}
