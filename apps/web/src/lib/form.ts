import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver, UseFormProps } from 'react-hook-form'
import type * as z from 'zod/v4/core'

/**
 * A react-hook-form resolver from a shared Z… schema (packages/shared/src/schemas), so the form
 * and the API validate with one definition. The submit handler gets the values as typed (raw):
 * each form sends what it sent before, and the server parses the same schema again. (`T` may
 * fill in what the schema defaults, as the contact form's fields.)
 */
export const schemaResolver = <T extends FieldValues>(schema: z.$ZodType<unknown, Partial<T>>) =>
  zodResolver(schema, undefined, { mode: 'sync', raw: true }) as unknown as Resolver<T>

/**
 * Keeps only the first failing field, in `order`: the signup form shows one message at a time,
 * in the spec's order (name, email, password, terms).
 */
export function firstErrorOnly<T extends FieldValues>(
  resolver: Resolver<T>,
  order: readonly (keyof T & string)[],
): Resolver<T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options)
    const field = order.find((name) => result.errors[name])
    return field
      ? { values: {}, errors: { [field]: result.errors[field] } as typeof result.errors }
      : result
  }
}

/**
 * The app's form behaviour: errors appear when the form is submitted and stay until the next
 * submit (the spec's forms validate on submit), and focus stays where the student left it.
 */
export const SUBMIT_ONLY = {
  mode: 'onSubmit',
  reValidateMode: 'onSubmit',
  shouldFocusError: false,
} as const satisfies Partial<UseFormProps>
