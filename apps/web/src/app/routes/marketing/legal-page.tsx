import { FileText, ShieldCheck, TriangleAlert } from 'lucide-react'
import { Fragment } from 'react'
import { Link } from 'react-router'
import { PageMeta } from '@/components/layout/page-meta'
import { paths } from '@/config/paths'
import {
  LEGAL_REVIEW_NOTICE,
  type LegalDocument,
  PRIVACY,
  TERMS,
} from '@/features/marketing/content/legal'

/** Shows "a {{b}} c" with each {{placeholder}} highlighted (and named as one to screen readers). */
function WithPlaceholders({ text }: { text: string }) {
  const nodes: React.ReactNode[] = []
  let from = 0
  for (const m of text.matchAll(/\{\{(.+?)\}\}/g)) {
    nodes.push(<Fragment key={`t${from}`}>{text.slice(from, m.index)}</Fragment>)
    nodes.push(
      <mark
        key={`p${m.index}`}
        className="rounded bg-amber-100 px-1 font-medium text-amber-950 ring-1 ring-amber-300"
      >
        <span className="sr-only">Placeholder: </span>[{m[1]}]
      </mark>,
    )
    from = m.index + m[0].length
  }
  nodes.push(<Fragment key={`t${from}`}>{text.slice(from)}</Fragment>)
  return nodes
}

/** /terms and /privacy: a legal document with its placeholders marked for legal review. */
function LegalPage({ doc, other }: { doc: LegalDocument; other: LegalDocument }) {
  const Icon = doc.path === paths.privacy ? ShieldCheck : FileText
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <PageMeta path={doc.path} />
      <article className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
        <header>
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {doc.title}
          </h1>
          <p className="mt-3 text-lg text-slate-700">{doc.summary}</p>
          <p
            role="note"
            className="mt-6 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {LEGAL_REVIEW_NOTICE}
          </p>
        </header>
        {doc.sections.map((section) => (
          <section key={section.heading} className="mt-8">
            <h2 className="text-xl font-bold text-ink">{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p} className="mt-3 leading-relaxed text-slate-700">
                <WithPlaceholders text={p} />
              </p>
            ))}
          </section>
        ))}
        <p className="mt-10 border-t border-slate-200 pt-6 text-sm text-muted">
          See also our{' '}
          <Link to={other.path} className="font-semibold text-brand-800 underline">
            {other.title}
          </Link>
          .
        </p>
      </article>
    </div>
  )
}

export const TermsPage = () => <LegalPage doc={TERMS} other={PRIVACY} />
export const PrivacyPage = () => <LegalPage doc={PRIVACY} other={TERMS} />
