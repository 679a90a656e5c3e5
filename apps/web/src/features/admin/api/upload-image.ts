import { ApiError } from '@/lib/api-client'
import { tokenStore } from '@/lib/token'

/** Sends an image's bytes to the media store; resolves its public URL (/media/public/blog/…). */
export async function uploadBlogImage(file: File): Promise<string> {
  const res = await fetch('/api/admin/blog-images', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${tokenStore.get() ?? ''}`,
      'content-type': file.type || 'application/octet-stream',
    },
    body: file,
  })
  const data = await res.json().catch(() => null)
  if (!res.ok) throw new ApiError(res.status, data?.detail ?? 'The upload failed.')
  return (data as { url: string }).url
}
