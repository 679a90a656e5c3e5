import { Camera, Mail, MessageCircle, Phone, Video } from 'lucide-react'
import { Link } from 'react-router'
import { Logo } from '@/components/layout/logo'
import { paths } from '@/config/paths'
import { useContactDetailsOnce } from '@/features/marketing/api/contact-details'
import { COURSES } from '@/features/marketing/content/courses'
import { SOCIAL_CHANNELS } from '@/features/marketing/content/social'

const SOCIAL_ICONS = { video: Video, photo: Camera, message: MessageCircle }

const footerLink = 'text-sm text-slate-300 hover:text-white'

export function PublicFooter() {
  const contact = useContactDetailsOnce()
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo inverted />
          <p className="text-sm leading-relaxed text-slate-400">
            Exam preparation for nurses since 2017, taught by Canadian RN instructors and trusted by
            over 5000 students.
          </p>
          <ul className="flex gap-3" aria-label="Social media">
            {SOCIAL_CHANNELS.map(({ key, label, href }) => {
              const Icon = SOCIAL_ICONS[key]
              return (
                <li key={href}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                    className="inline-flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-700 hover:text-white"
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </a>
                </li>
              )
            })}
          </ul>
        </div>
        <FooterColumn title="Company">
          <Link to={paths.home} className={footerLink}>
            Home
          </Link>
          <Link to={paths.blog} className={footerLink}>
            Blog
          </Link>
          <Link to={paths.contactUs} className={footerLink}>
            Contact
          </Link>
          <Link to={paths.terms} className={footerLink}>
            Terms of Service
          </Link>
          <Link to={paths.privacy} className={footerLink}>
            Privacy Policy
          </Link>
        </FooterColumn>
        <FooterColumn title="Courses">
          {COURSES.map((c) => (
            <Link key={c.label} to={c.to} className={footerLink}>
              {c.label}
            </Link>
          ))}
        </FooterColumn>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Contact</h2>
          {contact.data ? (
            <ul className="mt-4 space-y-3 text-sm">
              <li>
                <a
                  href={`tel:${contact.data.phone.replace(/[^+\d]/g, '')}`}
                  className="inline-flex gap-2 hover:text-white"
                >
                  <Phone aria-hidden="true" className="size-4 shrink-0" /> {contact.data.phone}
                </a>
              </li>
              <li>
                <a
                  href={`mailto:${contact.data.email}`}
                  className="inline-flex gap-2 hover:text-white"
                >
                  <Mail aria-hidden="true" className="size-4 shrink-0" /> {contact.data.email}
                </a>
              </li>
              <li className="text-slate-400">{contact.data.address}</li>
            </ul>
          ) : (
            <p className="mt-4 text-sm text-slate-400">
              {contact.isError ? 'Failed to fetch contact details.' : 'Loading contact details...'}
            </p>
          )}
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-xs text-slate-400 sm:px-6">
          <p>© {new Date().getFullYear()} NurseReady. All rights reserved.</p>
          <p>
            NCLEX, NCLEX-RN and NCLEX-PN are registered trademarks of the National Council of State
            Boards of Nursing (NCSBN). REx-PN, CPNRE and CELBAN are trademarks of their respective
            owners. NurseReady is not affiliated with or endorsed by any of them.
          </p>
        </div>
      </div>
    </footer>
  )
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <div className="mt-4 flex flex-col items-start gap-3">{children}</div>
    </div>
  )
}
