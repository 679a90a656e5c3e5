import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'

/**
 * The lecture player. Its link is short-lived: when a link has expired mid-lecture (a long pause,
 * a seek past what is buffered), the player asks for a fresh one once and carries on from the
 * same second.
 */
export function VideoPlayer({
  src,
  poster,
  label,
  onLinkExpired,
}: {
  src: string
  poster?: string
  /** The lecture's title, for screen readers. */
  label: string
  /** Fetches a fresh link; the new `src` arrives through the props. */
  onLinkExpired: () => void
}) {
  const ref = useRef<HTMLVideoElement>(null)
  const resume = useRef<{ time: number; play: boolean } | null>(null)
  /** A fresh link was asked for and has not played yet: a second failure is real. */
  const retried = useRef(false)
  const [failed, setFailed] = useState(false)

  const onError = () => {
    const el = ref.current
    if (!el) return
    if (retried.current) {
      setFailed(true)
      return
    }
    retried.current = true
    resume.current = { time: el.currentTime, play: !el.paused || el.autoplay }
    onLinkExpired()
  }
  const onLoadedMetadata = () => {
    const el = ref.current
    const r = resume.current
    if (!el || !r) return
    resume.current = null
    el.currentTime = r.time
    if (r.play) void el.play().catch(() => {})
  }

  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-2xl bg-slate-900 shadow-sm ring-1 ring-slate-200">
        {/* biome-ignore lint/a11y/useMediaCaption: the demo lectures have no spoken audio to caption */}
        <video
          ref={ref}
          src={src}
          poster={poster}
          controls
          playsInline
          preload="metadata"
          aria-label={label}
          onError={onError}
          onLoadedMetadata={onLoadedMetadata}
          onCanPlay={() => {
            retried.current = false
            setFailed(false)
          }}
          className="aspect-video w-full bg-black"
        />
      </div>
      {failed ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-red-50 px-4 py-3">
          <p role="alert" className="text-sm font-medium text-red-800">
            The video could not be played. Check your connection and try again.
          </p>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              retried.current = false
              setFailed(false)
              onLinkExpired()
            }}
          >
            Try again
          </Button>
        </div>
      ) : null}
    </div>
  )
}
