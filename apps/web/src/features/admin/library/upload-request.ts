import type { TProblem } from '@nurseready/shared/schemas/common'
import { ApiError, NetworkError } from '@/lib/api-client'
import { tokenStore } from '@/lib/token'

/** Bytes sent so far of the whole request. */
export type UploadProgress = { loaded: number; total: number }

/**
 * Sends a multipart form to the API with XMLHttpRequest, whose upload events report progress
 * (fetch has none): resolves with the JSON reply, rejects with the server's problem as ApiError.
 * `signal` aborts the upload.
 */
export function sendForm<T>(
  path: string,
  method: 'POST' | 'PATCH' | 'PUT',
  form: FormData,
  onProgress?: (p: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, `/api${path}`)
    xhr.setRequestHeader('accept', 'application/json')
    const token = tokenStore.get()
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.({ loaded: e.loaded, total: e.total })
    }
    xhr.onload = () => {
      let data: unknown = null
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null
      } catch {
        data = null
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T)
      const p = data as Partial<TProblem> | null
      reject(new ApiError(xhr.status, p?.detail ?? '', p?.errors))
    }
    xhr.onerror = () => reject(new NetworkError('An error occurred'))
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(form)
  })
}

/** A form's values as FormData: text fields first, then the files (the API reads them in order). */
export function formData(
  fields: Record<string, string | boolean | number | undefined>,
  files: Record<string, File | null | undefined>,
) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields))
    if (v !== undefined && v !== '') form.append(k, String(v))
  for (const [k, f] of Object.entries(files)) if (f) form.append(k, f, f.name)
  return form
}
