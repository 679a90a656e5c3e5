import { ArrowUpRight, Camera, MessageCircle, Video } from 'lucide-react'
import { SOCIAL_CHANNELS } from '../content/social'
import { SOCIAL_CARDS } from '../content/social-cards'
import { SectionHeading } from './section-heading'

const ICONS = { video: Video, photo: Camera, message: MessageCircle }
const TONES = {
  video: 'bg-red-50 text-red-700',
  photo: 'bg-pink-50 text-pink-700',
  message: 'bg-emerald-50 text-emerald-700',
}

/** Three social cards: video channel, photo sharing, messaging app. */
export function SocialCards() {
  return (
    <section aria-labelledby="social-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="social-heading" eyebrow="Community" title="Learn with us every day" />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {SOCIAL_CHANNELS.map((c) => {
            const Icon = ICONS[c.key]
            const card = SOCIAL_CARDS[c.key]
            return (
              <li key={c.key}>
                <a
                  href={c.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="group flex h-full flex-col rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 transition-shadow hover:shadow-md"
                >
                  <span
                    className={`inline-flex size-12 items-center justify-center rounded-xl ${TONES[c.key]}`}
                  >
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span className="mt-5 text-sm font-semibold uppercase tracking-wide text-muted">
                    {c.name}
                  </span>
                  <span className="mt-1 text-lg font-bold text-ink">{card.title}</span>
                  <span className="mt-2 flex-1 text-slate-700">{card.text}</span>
                  <span className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-800 group-hover:underline">
                    {card.cta} <ArrowUpRight aria-hidden="true" className="size-4" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </span>
                </a>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
