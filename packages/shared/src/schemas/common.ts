import { z } from 'zod'

/** RFC 9457 problem details: every error response of the API. */
export const ZProblem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
})
export type TProblem = z.infer<typeof ZProblem>

/** A plain confirmation: the text the web app shows as the server message. */
export const ZMessage = z.object({ message: z.string() })
export type TMessage = z.infer<typeof ZMessage>

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
})

export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
}
