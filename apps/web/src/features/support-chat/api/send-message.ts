import type { TChatMessage } from '@nurseready/shared/schemas/chat'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useAddMessages } from './get-messages'

export const sendMessage = (body: string) =>
  api<TChatMessage>('/chat/messages', { method: 'POST', body: { body } })

/** Send a message (spec "sendmsguser"); it joins the thread as soon as the server has it. */
export function useSendMessage() {
  const addMessages = useAddMessages()
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => addMessages([message]),
  })
}
