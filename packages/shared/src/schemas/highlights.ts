import { z } from 'zod'
import { ZPage } from './common'

export const HIGHLIGHT_FIELDS = ['stem', 'explanation'] as const
export const ZHighlightField = z.enum(HIGHLIGHT_FIELDS)
export type THighlightField = z.infer<typeof ZHighlightField>

/** Highlighted text of one question: offsets into the field's text content and the quote. */
export const ZHighlight = z.object({
  id: z.string().uuid(),
  field: ZHighlightField,
  start: z.number().int(),
  end: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
})
export type THighlight = z.infer<typeof ZHighlight>

export const HIGHLIGHT_TEXT_MAX = 2000

export const ZCreateHighlightRequest = z
  .object({
    field: ZHighlightField,
    start: z.number().int().min(0).max(100_000),
    end: z.number().int().min(1).max(100_000),
    text: z.string().min(1).max(HIGHLIGHT_TEXT_MAX),
  })
  .refine((h) => h.end > h.start && h.end - h.start === h.text.length, {
    message: 'The highlighted text does not match its range.',
    path: ['text'],
  })
export type TCreateHighlightRequest = z.infer<typeof ZCreateHighlightRequest>

export const ZQuestionHighlights = z.object({ items: z.array(ZHighlight) })
export type TQuestionHighlights = z.infer<typeof ZQuestionHighlights>

/** A highlighted question on the Highlights page, with where to open it (the latest review). */
export const ZHighlightedQuestion = z.object({
  questionId: z.string().uuid(),
  subject: z.string(),
  highlights: z.array(ZHighlight),
  open: z.object({ code: z.string(), position: z.number().int() }).nullable(),
  lastHighlightedAt: z.string(),
})
export type THighlightedQuestion = z.infer<typeof ZHighlightedQuestion>

export const ZHighlightedQuestionPage = ZPage(ZHighlightedQuestion)
export type THighlightedQuestionPage = z.infer<typeof ZHighlightedQuestionPage>

export const ZHighlightParams = z.object({ id: z.string().uuid() })

export const HIGHLIGHT_TEST_MAX = 75

/** A practice test from the highlighted questions (the most recently highlighted first). */
export const ZHighlightTestRequest = z.object({
  mode: z.enum(['tutor', 'time']).default('tutor'),
  count: z.number().int().min(1).max(HIGHLIGHT_TEST_MAX).default(HIGHLIGHT_TEST_MAX),
})
export type THighlightTestRequest = z.infer<typeof ZHighlightTestRequest>
