import type { TFlashcard } from '@nurseready/shared/schemas/flashcards'
import { escapeHtml } from '../../lib/html'
import type { CardWithQuestion } from './flashcards.repository'
import { itemBack, itemFront } from './item-card'
import { STATE_NAMES } from './scheduler'

const textHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('')

type Question = NonNullable<CardWithQuestion['question']>

/** The front of a question's card: its stem, and the options to choose from. */
function questionFront(q: Question) {
  if (q.item) return itemFront(q.item)
  const options =
    (q.type === 'mcq' || q.type === 'multi') && q.options.length
      ? `<ul>${q.options.map((o) => `<li>${escapeHtml(o)}</li>`).join('')}</ul>`
      : ''
  return `${q.stem}${options}`
}

/** The back: the answer (by type) and the rationale. */
function questionBack(q: Question) {
  if (q.item) return itemBack(q.item)
  let answer: string
  if (q.type === 'matrix') {
    const rows = q.rows ?? []
    const list = (indicated: boolean) =>
      rows
        .filter((r) => r.indicated === indicated)
        .map((r) => escapeHtml(r.text))
        .join('; ') || 'none'
    answer = `<p><strong>Indicated:</strong> ${list(true)}</p><p><strong>Not indicated:</strong> ${list(false)}</p>`
  } else {
    const label = q.answers.length > 1 ? 'Answers' : 'Answer'
    answer = `<p><strong>${label}:</strong> ${q.answers.map(escapeHtml).join('; ')}</p>`
  }
  return q.explanation ? `${answer}${q.explanation}` : answer
}

export function cardOf({ card, question, subject }: CardWithQuestion): TFlashcard {
  const fromQuestion = card.questionId !== null && question !== null
  return {
    id: card.id,
    deck: card.deck,
    kind: card.questionId !== null ? 'question' : 'custom',
    front: fromQuestion ? questionFront(question) : textHtml(card.front ?? ''),
    back: fromQuestion ? questionBack(question) : textHtml(card.back ?? ''),
    subject: subject ?? null,
    state: STATE_NAMES[card.state as keyof typeof STATE_NAMES] ?? 'new',
    due: card.due.toISOString(),
    suspended: card.suspended,
    reps: card.reps,
    lapses: card.lapses,
    lastReview: card.lastReview?.toISOString() ?? null,
    createdAt: card.createdAt.toISOString(),
  }
}
