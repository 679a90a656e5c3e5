import { CARD_TEXT_MAX } from '@nurseready/shared/domain/flashcards'
import { ZCreateFlashcardRequest } from '@nurseready/shared/schemas/flashcards'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Field, FieldFrame } from '@/components/ui/field'
import { errorMessage } from '@/lib/api-client'
import { SUBMIT_ONLY, schemaResolver } from '@/lib/form'
import { useSingleFlight } from '@/lib/use-single-flight'
import { useCreateFlashcard } from '../api/create-flashcard'

const ZNewCard = ZCreateFlashcardRequest.options[0].omit({ source: true })
type TNewCard = z.infer<typeof ZNewCard>

/** A card the student writes: front and back text (plain text, length-limited). */
export function NewCardForm() {
  const create = useCreateFlashcard()
  const [status, setStatus] = useState('')
  const form = useForm<TNewCard>({
    ...SUBMIT_ONLY,
    resolver: schemaResolver(ZNewCard),
    defaultValues: { front: '', back: '' },
  })
  const errors = form.formState.errors
  const once = useSingleFlight()
  const submit = (values: TNewCard) =>
    once(async () => {
      setStatus('')
      try {
        await create.mutateAsync({ source: 'custom', ...values })
        form.reset()
        setStatus('Card added to My cards.')
      } catch (err) {
        setStatus(errorMessage(err, 'The card could not be saved.'))
      }
    })
  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4">
      <Field
        label="Front"
        required
        maxLength={CARD_TEXT_MAX.front}
        hint={`A question or prompt, up to ${CARD_TEXT_MAX.front} characters.`}
        error={errors.front?.message}
        {...form.register('front')}
      />
      <FieldFrame
        label="Back"
        required
        hint={`The answer, up to ${CARD_TEXT_MAX.back} characters.`}
        error={errors.back?.message}
      >
        {(aria) => (
          <textarea
            {...aria}
            rows={3}
            maxLength={CARD_TEXT_MAX.back}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
            {...form.register('back')}
          />
        )}
      </FieldFrame>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={create.isPending}>
          Add card
        </Button>
        <p role="status" className="text-sm text-muted">
          {status}
        </p>
      </div>
    </form>
  )
}
