import { useEffect, useRef, useState } from 'react'
import { ApiError, errorMessage } from '@/lib/api-client'
import { sendForm, type UploadProgress } from './upload-request'

/**
 * One upload at a time with its progress, the server's message and per-field errors; cancelled
 * when the form closes.
 */
export function useUpload<T>() {
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({})
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  async function send(path: string, method: 'POST' | 'PATCH' | 'PUT', form: FormData) {
    abort.current = new AbortController()
    setError(null)
    setFieldErrors({})
    setProgress({ loaded: 0, total: 0 })
    try {
      return await sendForm<T>(path, method, form, setProgress, abort.current.signal)
    } catch (err) {
      if ((err as Error).name === 'AbortError') return null
      setError(errorMessage(err, 'The upload failed. Please check your connection and try again.'))
      if (err instanceof ApiError && err.errors) setFieldErrors(err.errors)
      return null
    } finally {
      setProgress(null)
      abort.current = null
    }
  }

  return {
    send,
    progress,
    busy: progress !== null,
    error,
    setError,
    fieldError: (name: string) => fieldErrors[name]?.[0],
    cancel: () => abort.current?.abort(),
  }
}
