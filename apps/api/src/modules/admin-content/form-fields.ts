import type { z } from 'zod'
import { AppError } from '../../lib/errors'

/**
 * Validates the text fields of a multipart form with a zod schema: 400 with the first message
 * and the messages per field, the same shape as a JSON body's validation error.
 */
export function parseFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
): z.output<S> {
  const parsed = schema.safeParse(fields)
  if (parsed.success) return parsed.data
  const errors: Record<string, string[]> = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || '_'
    errors[field] = [...(errors[field] ?? []), issue.message]
  }
  throw new AppError(
    'bad_request',
    parsed.error.issues[0]?.message ?? 'Invalid request',
    {},
    errors,
  )
}
