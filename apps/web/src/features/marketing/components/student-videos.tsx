import type { TStudentVideo } from '@nurseready/shared/schemas/marketing'
import { ArrowRight, Play, Quote } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button-variants'
import { paths } from '@/config/paths'
import { useStudentVideos } from '../api/get-student-videos'
import { SectionHeading } from './section-heading'

/**
 * The student-video grid (#testimonials) with Get Started to /login. Each clip loads only when
 * its play button is pressed, so the page downloads no video until a visitor asks for one.
 */
export function StudentVideos({ id = 'testimonials' }: { id?: string }) {
  const videos = useStudentVideos()
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id={`${id}-heading`}
          eyebrow="Testimonials"
          title="Hear it from our students"
        >
          Nurses who prepared with NurseReady talk about what made the difference on exam day.
        </SectionHeading>
        {videos.isPending ? (
          <p role="status" className="mt-12 text-center text-muted">
            Loading videos...
          </p>
        ) : videos.isError ? (
          <p className="mt-12 text-center text-muted">Failed to fetch videos.</p>
        ) : (
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {videos.data.items.map((v) => (
              <li key={v.id}>
                <VideoCard video={v} />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-12 text-center">
          <Link to={paths.login} className={buttonVariants({ size: 'lg' })}>
            Get Started <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </div>
    </section>
  )
}

function VideoCard({ video }: { video: TStudentVideo }) {
  const [playing, setPlaying] = useState(false)
  return (
    <figure className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="relative aspect-[4/5] bg-gradient-to-br from-brand-700 to-brand-900">
        {playing ? (
          // biome-ignore lint/a11y/useMediaCaption: sample testimonial clips; the quote below is their text
          <video
            src={video.videoUrl}
            poster={video.posterUrl ?? undefined}
            controls
            autoPlay
            playsInline
            className="absolute inset-0 size-full bg-black object-cover"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            aria-label={`Play ${video.studentName}'s video`}
            className="group absolute inset-0 flex flex-col items-center justify-center gap-4 text-white"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-20 items-center justify-center rounded-full bg-white/15 text-3xl font-bold ring-1 ring-white/30"
            >
              {initials(video.studentName)}
            </span>
            <span className="inline-flex size-14 items-center justify-center rounded-full bg-white text-brand-800 shadow-lg transition-transform group-hover:scale-110">
              <Play aria-hidden="true" className="ml-1 size-6 fill-current" />
            </span>
          </button>
        )}
      </div>
      <figcaption className="flex flex-1 flex-col p-5">
        <Quote aria-hidden="true" className="size-5 text-brand-600" />
        <blockquote className="mt-2 flex-1 text-slate-700">{video.quote}</blockquote>
        <p className="mt-4 font-semibold text-ink">{video.studentName}</p>
        <p className="text-sm text-muted">Passed the {video.exam}</p>
      </figcaption>
    </figure>
  )
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((p) => p[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()
}
