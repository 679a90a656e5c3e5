import { Layers } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useCreateFlashcard } from '../api/create-flashcard'

/** "Add to flashcards" for an answered question: its stem on the front, answer and rationale behind. */
export function AddQuestionCardButton({ code, position }: { code: string; position: number }) {
  const create = useCreateFlashcard()
  const [status, setStatus] = useState('')
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="secondary"
        disabled={create.isPending || create.isSuccess}
        onClick={async () => {
          setStatus('')
          try {
            await create.mutateAsync({ source: 'question', code, position })
            setStatus('Added to Saved questions.')
          } catch (err) {
            setStatus(
              err instanceof ApiError && err.status === 403
                ? 'Flashcards come with a question bank plan.'
                : errorMessage(err, 'The card could not be added.'),
            )
          }
        }}
      >
        <Layers aria-hidden="true" className="size-4" />
        Add to flashcards
      </Button>
      <span role="status" className="text-xs text-muted">
        {status}
      </span>
    </span>
  )
}
