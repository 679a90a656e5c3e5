import { z } from 'zod'
import { ZPage } from './common'

export const ZFaq = z.object({ id: z.string(), question: z.string(), answer: z.string() })
export type TFaq = z.infer<typeof ZFaq>

export const ZFaqList = ZPage(ZFaq)
export type TFaqList = z.infer<typeof ZFaqList>

/** An FAQ as admins edit it. */
export const ZAdminFaq = ZFaq.extend({ position: z.number().int() })
export type TAdminFaq = z.infer<typeof ZAdminFaq>
export const ZAdminFaqList = z.object({ items: z.array(ZAdminFaq) })
export const ZFaqInput = z.object({
  question: z.string().trim().min(1, 'Please enter the question.').max(500),
  answer: z.string().trim().min(1, 'Please enter the answer.').max(5000),
})
export type TFaqInput = z.infer<typeof ZFaqInput>
export const ZFaqParams = z.object({ id: z.uuid('FAQ not found.') })
/** The new order: every FAQ's id, each once, first to last. */
export const ZFaqOrder = z.object({ ids: z.array(z.uuid()).min(1).max(500) })
export type TFaqOrder = z.infer<typeof ZFaqOrder>
