import { z } from 'zod'
import {
  CONTACT_PRODUCTS,
  CONTACT_USER_RANGES,
  type ContactField,
  contactFormErrors,
} from '../domain/contact'
import { ZPage } from './common'

/**
 * The Contact Us form. Field rules live in domain/contact (the browser runs the same function);
 * a failure answers 400 with a message per field.
 */
export const ZContactLeadRequest = z
  .object({
    name: z.string().max(1000).default(''),
    email: z.string().max(1000).default(''),
    phone: z.string().max(1000).default(''),
    institution: z.string().max(1000).default(''),
    product: z.string().max(1000).default(''),
    userRange: z.string().max(1000).default(''),
  })
  .superRefine((v, ctx) => {
    for (const [field, message] of Object.entries(contactFormErrors(v))) {
      ctx.addIssue({ code: 'custom', path: [field as ContactField], message })
    }
  })
export type TContactLeadRequest = z.input<typeof ZContactLeadRequest>

/** A stored lead as admins see it. */
export const ZContactLead = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  institution: z.string(),
  product: z.enum(CONTACT_PRODUCTS),
  userRange: z.enum(CONTACT_USER_RANGES),
  createdAt: z.string(),
  /** When an admin marked it handled; null while new. */
  handledAt: z.string().nullable(),
})
export type TContactLead = z.infer<typeof ZContactLead>
/** The admin's lead list: new, handled or all. */
export const ZContactLeadQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
  status: z.enum(['new', 'handled']).optional(),
})
export const ZContactLeadParams = z.object({ id: z.uuid('Lead not found.') })
export const ZContactLeadList = ZPage(ZContactLead)
export type TContactLeadList = z.infer<typeof ZContactLeadList>

/** A student testimonial video (spec: stvideos, the file path). */
export const ZStudentVideo = z.object({
  id: z.string(),
  studentName: z.string(),
  exam: z.string(),
  quote: z.string(),
  videoUrl: z.string(),
  posterUrl: z.string().nullable(),
})
export type TStudentVideo = z.infer<typeof ZStudentVideo>
export const ZStudentVideoList = z.object({ items: z.array(ZStudentVideo) })
export type TStudentVideoList = z.infer<typeof ZStudentVideoList>
