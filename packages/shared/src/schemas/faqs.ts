import { z } from 'zod'
import { ZPage } from './common'

export const ZFaq = z.object({ id: z.string(), question: z.string(), answer: z.string() })
export type TFaq = z.infer<typeof ZFaq>

export const ZFaqList = ZPage(ZFaq)
export type TFaqList = z.infer<typeof ZFaqList>
