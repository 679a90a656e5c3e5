import type { TMessage } from '@nurseready/shared/schemas/common'
import type { TContactLeadRequest } from '@nurseready/shared/schemas/marketing'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export const sendContactRequest = (body: TContactLeadRequest) =>
  api<TMessage>('/contact-requests', { method: 'POST', body, auth: false })
export const useSendContactRequest = () => useMutation({ mutationFn: sendContactRequest })
