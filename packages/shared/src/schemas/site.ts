import { z } from 'zod'

export const ZContactDetails = z.object({
  address: z.string(),
  email: z.string(),
  phone: z.string(),
})
export type TContactDetails = z.infer<typeof ZContactDetails>

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  uptimeSeconds: z.number(),
  database: z.object({ status: z.enum(['up', 'down']), driver: z.enum(['pglite', 'postgres']) }),
})
export type THealth = z.infer<typeof ZHealth>
