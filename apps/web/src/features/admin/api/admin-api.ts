import type {
  TAdminEntitlement,
  TAdminOrder,
  TAdminOrderList,
  TAdminOrderQuery,
  TAdminPlan,
  TAdminPlanInput,
  TAdminUser,
  TAdminUserList,
  TAdminUserQuery,
  TAuditList,
  TAuditQuery,
  TEntitlementGrant,
} from '@nurseready/shared/schemas/admin'
import type { TBlogList, TBlogPost, TBlogPostInput } from '@nurseready/shared/schemas/blog'
import type {
  TChatMessage,
  TChatMessageList,
  TChatThreadList,
} from '@nurseready/shared/schemas/chat'
import type { TAdminFaq, TFaqInput } from '@nurseready/shared/schemas/faqs'
import type { TContactLead, TContactLeadList } from '@nurseready/shared/schemas/marketing'
import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { adminKeys, queryString } from './admin-keys'

type Query = Record<string, string | number | undefined>

/** A paged list that keeps showing the previous page while the next one loads. */
const useList = <T>(key: QueryKey, path: string) =>
  useQuery({ queryKey: key, queryFn: () => api<T>(path), placeholderData: keepPreviousData })

/** A write that refreshes every admin query when it succeeds (lists, overview, audit log). */
function useAdminWrite<A, R>(fn: (args: A) => Promise<R>) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKeys.all }),
  })
}

// Audit log
export const useAuditLog = (q: TAuditQuery) =>
  useList<TAuditList>(adminKeys.auditLog(q), `/admin/audit-log${queryString(q as Query)}`)

// Users
export const useUsers = (q: TAdminUserQuery) =>
  useList<TAdminUserList>(adminKeys.users(q), `/admin/users${queryString(q as Query)}`)
export const useSetRole = () =>
  useAdminWrite(({ id, role }: { id: string; role: 'student' | 'admin' }) =>
    api<TAdminUser>(`/admin/users/${id}/role`, { method: 'PUT', body: { role } }),
  )
export const useSetDisabled = () =>
  useAdminWrite(({ id, disabled }: { id: string; disabled: boolean }) =>
    api<TAdminUser>(`/admin/users/${id}/${disabled ? 'disable' : 'enable'}`, { method: 'POST' }),
  )
export const useEntitlements = (userId: string) =>
  useQuery({
    queryKey: adminKeys.user(userId),
    queryFn: () => api<{ items: TAdminEntitlement[] }>(`/admin/users/${userId}/entitlements`),
  })
export const useGrant = (userId: string) =>
  useAdminWrite((body: TEntitlementGrant) =>
    api<{ items: TAdminEntitlement[] }>(`/admin/users/${userId}/entitlements`, {
      method: 'POST',
      body,
    }),
  )

// Orders and plans
export const useOrders = (q: TAdminOrderQuery) =>
  useList<TAdminOrderList>(adminKeys.orders(q), `/admin/orders${queryString(q as Query)}`)
export const useRefund = () =>
  useAdminWrite((id: string) => api<TAdminOrder>(`/admin/orders/${id}/refund`, { method: 'POST' }))
export const usePlans = () =>
  useQuery({
    queryKey: adminKeys.plans(),
    queryFn: () => api<{ items: TAdminPlan[] }>('/admin/plans'),
  })
export const useSavePlan = () =>
  useAdminWrite(({ id, body }: { id: string; body: TAdminPlanInput }) =>
    api<TAdminPlan>(`/admin/plans/${id}`, { method: 'PUT', body }),
  )

// Contact leads
export const useLeads = (q: { page: number; status?: 'new' | 'handled' }) =>
  useList<TContactLeadList>(
    adminKeys.leads(q),
    `/admin/contact-requests${queryString({ ...q, pageSize: 20 })}`,
  )
export const useSetHandled = () =>
  useAdminWrite(({ id, handled }: { id: string; handled: boolean }) =>
    api<TContactLead>(`/admin/contact-requests/${id}/${handled ? 'handled' : 'reopen'}`, {
      method: 'POST',
    }),
  )

// Support chat (the inbox polls: new student messages show within a few seconds)
/** The inbox's fallback: polled this often while its live stream is down (false: not polled). */
export const INBOX_POLL_MS = 3000
export const useThreads = (pollMs: number | false = INBOX_POLL_MS) =>
  useQuery({
    queryKey: adminKeys.chatThreads(),
    queryFn: () => api<TChatThreadList>('/admin/chat/threads?pageSize=50'),
    refetchInterval: pollMs,
  })
export const useThreadMessages = (id: string | null, pollMs: number | false = INBOX_POLL_MS) =>
  useQuery({
    queryKey: adminKeys.chatMessages(id ?? ''),
    queryFn: () => api<TChatMessageList>(`/admin/chat/threads/${id}/messages?limit=100`),
    enabled: id !== null,
    refetchInterval: pollMs,
  })
export const useReply = (id: string) =>
  useAdminWrite((body: string) =>
    api<TChatMessage>(`/admin/chat/threads/${id}/messages`, { method: 'POST', body: { body } }),
  )
export const markThreadRead = (id: string) =>
  api(`/admin/chat/threads/${id}/read`, { method: 'POST' })

// Blog
export const useAdminBlog = (page: number) =>
  useList<TBlogList>(adminKeys.blogPosts(page), `/admin/blog-posts?page=${page}&pageSize=20`)
export const useAdminBlogPost = (id: string | null) =>
  useQuery({
    queryKey: adminKeys.blogPost(id ?? ''),
    queryFn: () => api<TBlogPost>(`/admin/blog-posts/${id}`),
    enabled: id !== null,
  })
export const useSavePost = () =>
  useAdminWrite(({ id, body }: { id: string | null; body: TBlogPostInput }) =>
    id
      ? api<TBlogPost>(`/admin/blog-posts/${id}`, { method: 'PUT', body })
      : api<TBlogPost>('/admin/blog-posts', { method: 'POST', body }),
  )
export const useDeletePost = () =>
  useAdminWrite((id: string) => api<void>(`/admin/blog-posts/${id}`, { method: 'DELETE' }))

// FAQs
export const useAdminFaqs = () =>
  useQuery({
    queryKey: adminKeys.faqs(),
    queryFn: () => api<{ items: TAdminFaq[] }>('/admin/faqs'),
  })
export const useSaveFaq = () =>
  useAdminWrite(({ id, body }: { id: string | null; body: TFaqInput }) =>
    id
      ? api<TAdminFaq>(`/admin/faqs/${id}`, { method: 'PUT', body })
      : api<TAdminFaq>('/admin/faqs', { method: 'POST', body }),
  )
export const useDeleteFaq = () =>
  useAdminWrite((id: string) => api<void>(`/admin/faqs/${id}`, { method: 'DELETE' }))
export const useReorderFaqs = () =>
  useAdminWrite((ids: string[]) =>
    api<{ items: TAdminFaq[] }>('/admin/faqs/order', { method: 'PUT', body: { ids } }),
  )
