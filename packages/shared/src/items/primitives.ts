import { z } from 'zod'

/**
 * The pieces every item type is built from (docs/items.md). Ids are stable, short and safe in
 * HTML attributes and in `row:column` cell ids: letters, digits, `_` and `-`.
 */
export const ZId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'Ids are 1-64 letters, digits, _ or -')

/** An item's key: "pharmacology-07", "cs-sepsis-3" (dots allowed for imported QTI identifiers). */
export const ZItemId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/, 'Item ids are 1-80 letters, digits, ., _ or -')

const UNSAFE_HTML =
  /<\s*\/?\s*(script|style|iframe|object|embed|form|link|meta)\b|\son[a-z]+\s*=|javascript:/i

/**
 * HTML written by authors (stems, rationales, notes). The API sanitises it on save (lib/html);
 * this check refuses the obviously unsafe so an unsanitised import fails loudly, everywhere.
 */
export const ZHtml = z
  .string()
  .trim()
  .min(1)
  .max(20000)
  .refine((s) => !UNSAFE_HTML.test(s), 'HTML must not contain scripts, frames or event handlers')

/** Text shown as text (options, labels, cells): never parsed as HTML by the renderer. */
export const ZText = z.string().trim().min(1).max(1000)
