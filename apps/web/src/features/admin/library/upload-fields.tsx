import { UPLOAD_KINDS, type UploadKind } from '@nurseready/shared/schemas/admin-content'
import { FieldFrame } from '@/components/ui/field'
import type { UploadProgress } from './upload-request'

const MB = 1024 * 1024

/** The message for a file the API would refuse (same words as its 413/415), or null. */
export function fileProblem(
  file: File,
  kind: UploadKind,
  maxMb: number | undefined,
): string | null {
  const { label, types } = UPLOAD_KINDS[kind]
  if (!(types as readonly string[]).includes(file.type)) return `The file must be ${label}.`
  if (maxMb !== undefined && file.size > maxMb * MB)
    return `The file is too large: ${label} may be at most ${maxMb} MB.`
  return null
}

export const formatBytes = (n: number) =>
  n >= MB ? `${(n / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`

/** A labelled file input limited to one kind, with its hint (types and size) and error. */
export function FileField({
  label,
  kind,
  maxMb,
  required,
  error,
  current,
  onChange,
}: {
  label: string
  kind: UploadKind
  maxMb: number | undefined
  required?: boolean
  error?: string
  /** What is stored now (editing): kept unless a new file is chosen. */
  current?: string
  onChange: (file: File | null) => void
}) {
  const { label: what, types } = UPLOAD_KINDS[kind]
  const limit = maxMb === undefined ? '' : `, up to ${maxMb} MB`
  const hint = `${what[0]!.toUpperCase()}${what.slice(1)}${limit}.${current ? ` ${current}` : ''}`
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required}>
      {(aria) => (
        <input
          {...aria}
          type="file"
          accept={types.join(',')}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          className="block w-full text-sm text-ink file:mr-3 file:h-10 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:font-semibold file:text-ink hover:file:bg-slate-50"
        />
      )}
    </FieldFrame>
  )
}

/** The upload's progress: a native progress bar with the share and bytes sent, announced politely. */
export function UploadProgressBar({
  label,
  progress,
}: {
  label: string
  progress: UploadProgress
}) {
  const percent = progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0
  return (
    <div className="space-y-1.5" data-testid="upload-progress">
      <div className="flex justify-between gap-3 text-sm">
        <span id="upload-progress-label" className="font-medium text-ink">
          {percent < 100 ? label : 'Processing the file…'}
        </span>
        <span className="tabular-nums text-muted" aria-live="polite">
          {percent}% · {formatBytes(progress.loaded)} of {formatBytes(progress.total)}
        </span>
      </div>
      <progress
        aria-labelledby="upload-progress-label"
        max={100}
        value={percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
      />
    </div>
  )
}
