import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fileProblem, formatBytes, UploadProgressBar } from './upload-fields'

const file = (name: string, type: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type })

describe('fileProblem (checked before sending, in the API words)', () => {
  it('accepts an MP4 within the limit', () => {
    expect(fileProblem(file('a.mp4', 'video/mp4', 1000), 'video', 1)).toBeNull()
  })

  it('refuses another type', () => {
    expect(fileProblem(file('a.mov', 'video/quicktime', 10), 'video', 500)).toBe(
      'The file must be an MP4 or WebM video.',
    )
    expect(fileProblem(file('a.png', 'image/png', 10), 'pdf', 50)).toBe(
      'The file must be a PDF document.',
    )
  })

  it('refuses a file over the limit (1 MB is 1,048,576 bytes)', () => {
    expect(fileProblem(file('a.pdf', 'application/pdf', 1_048_576), 'pdf', 1)).toBeNull()
    expect(fileProblem(file('a.pdf', 'application/pdf', 1_048_577), 'pdf', 1)).toBe(
      'The file is too large: a PDF document may be at most 1 MB.',
    )
  })
})

describe('UploadProgressBar', () => {
  it('shows the share and the bytes sent', () => {
    render(
      <UploadProgressBar
        label="Uploading the video…"
        progress={{ loaded: 944_000, total: 2_097_152 }}
      />,
    )
    const bar = screen.getByRole('progressbar', { name: 'Uploading the video…' })
    expect(bar).toHaveAttribute('value', '45')
    expect(screen.getByText('45% · 922 KB of 2.0 MB')).toBeInTheDocument()
    expect(formatBytes(944_000)).toBe('922 KB')
  })

  it('says the server is processing once every byte is sent', () => {
    render(<UploadProgressBar label="Uploading the video…" progress={{ loaded: 10, total: 10 }} />)
    expect(screen.getByText('Processing the file…')).toBeInTheDocument()
  })
})
