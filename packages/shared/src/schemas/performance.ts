import { z } from 'zod'

/** A percentile rank: the share of scores below plus half the equal ones, of n scores. */
export const ZRank = z.object({ percentile: z.number().int(), n: z.number().int() })

/** The performance dashboard: score trend, subjects and client needs, with percentile ranks. */
export const ZPerformance = z.object({
  tests: z.array(
    z.object({
      code: z.string(),
      completedAt: z.string(),
      percent: z.number(),
      percentile: z.number().int(),
      n: z.number().int(),
      averageSeconds: z.number().int().nullable(),
    }),
  ),
  subjects: z.array(
    z.object({
      subject: z.string(),
      answered: z.number().int(),
      correct: z.number().int(),
      percent: z.number(),
      percentile: z.number().int().nullable(),
      n: z.number().int(),
    }),
  ),
  clientNeeds: z.array(
    z.object({
      clientNeed: z.string(),
      label: z.string(),
      answered: z.number().int(),
      correct: z.number().int(),
      percent: z.number(),
    }),
  ),
  averageSecondsPerQuestion: z.number().int().nullable(),
})
export type TPerformance = z.infer<typeof ZPerformance>
