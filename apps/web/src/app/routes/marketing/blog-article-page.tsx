import { articleMeta, NOT_FOUND_META } from '@nurseready/shared/constants/page-meta'
import { STORAGE_KEYS } from '@nurseready/shared/constants/spec'
import { COVER_SIZES } from '@nurseready/shared/domain/image-variants'
import { ArrowLeft, FileQuestion } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { PageMeta } from '@/components/layout/page-meta'
import { buttonVariants } from '@/components/ui/button-variants'
import { SafeHtml } from '@/components/ui/safe-html'
import { paths } from '@/config/paths'
import { useBlogPost } from '@/features/blog/api/get-blog-post'
import { BlogImage } from '@/features/blog/components/blog-image'

// In UTC, the zone of the publication date: the server renders it and the browser hydrates it, so
// both must print the same day wherever the reader is.
const dateFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' })

/** Article styles for the sanitized HTML: headings, lists, tables and quotes. */
const prose =
  'space-y-4 text-lg leading-relaxed text-slate-800 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink [&_li]:mt-1.5 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-base [&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left'

/**
 * /{slug}: one article, found by the slug in the URL (so links, refreshes and new tabs work).
 * The server already answered 404 for an unknown slug; the page then shows 'Blog not found'.
 */
export function BlogArticlePage() {
  const { slug = '' } = useParams()
  const post = useBlogPost(slug)

  useEffect(() => {
    if (post.data) localStorage.setItem(STORAGE_KEYS.blogId, post.data.id)
  }, [post.data])

  if (post.isPending) {
    return (
      // A screen tall, so the footer does not jump when the article arrives.
      <p role="status" className="mx-auto min-h-screen max-w-3xl px-4 py-24 text-center text-muted">
        Loading...
      </p>
    )
  }
  if (post.isError) {
    // Any unknown one-segment address lands here (the server already answered 404): the site's
    // not-found page, saying that no article lives at this address either.
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <title>{NOT_FOUND_META.title}</title>
        <meta name="robots" content="noindex" />
        <FileQuestion aria-hidden="true" className="size-14 text-brand-700" />
        <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-brand-700">
          Error 404
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">
          We couldn't find that page
        </h1>
        <h2 className="mt-3 text-xl font-semibold text-slate-800">Blog not found</h2>
        <p className="mt-3 text-muted">
          No page or article lives at this address. It may have moved, or the link may be broken.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.blog} className={buttonVariants()}>
            Go to the blog
          </Link>
          <Link to={paths.home} className={buttonVariants({ variant: 'secondary' })}>
            Go to the home page
          </Link>
        </div>
      </div>
    )
  }

  const p = post.data
  return (
    <article className="pb-16 sm:pb-24">
      <PageMeta path={`/${p.slug}`} meta={articleMeta(p)} />
      <header className="mx-auto max-w-3xl px-4 pt-10 sm:px-6 sm:pt-14">
        <Link
          to={paths.blog}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to Blog
        </Link>
        <h1 className="mt-6 text-3xl font-extrabold leading-tight tracking-tight text-ink sm:text-4xl">
          {p.title}
        </h1>
        <p className="mt-3 text-muted">
          By the NurseReady instructors ·{' '}
          <time dateTime={p.publishedAt}>{dateFormat.format(new Date(p.publishedAt))}</time>
        </p>
      </header>
      <div className="mx-auto mt-8 max-w-4xl px-4 sm:px-6">
        <BlogImage
          src={p.image}
          alt=""
          fetchPriority="high"
          sizes={COVER_SIZES.article}
          className="rounded-2xl shadow-sm ring-1 ring-slate-200"
        />
      </div>
      <div className="mx-auto mt-10 max-w-3xl px-4 sm:px-6">
        <section
          aria-labelledby="summary-heading"
          className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100"
        >
          <h2
            id="summary-heading"
            className="text-sm font-bold uppercase tracking-widest text-brand-800"
          >
            Summary
          </h2>
          <p className="mt-2 text-lg leading-relaxed text-slate-800">{p.shortDescription}</p>
        </section>
        <section aria-labelledby="content-heading" className="mt-10">
          <h2
            id="content-heading"
            className="mb-4 text-sm font-bold uppercase tracking-widest text-brand-800"
          >
            Content
          </h2>
          {p.content ? (
            <SafeHtml html={p.content} className={prose} />
          ) : (
            <p className="text-muted">No Content</p>
          )}
        </section>
        <aside className="mt-14 rounded-2xl bg-brand-900 p-8 text-white">
          <p className="text-xl font-bold">Put this into practice</p>
          <p className="mt-2 text-brand-100">
            4000+ exam-style questions with explanations, in tutor and timed mode.
          </p>
          <Link
            to={paths.signup}
            className={buttonVariants({ variant: 'inverse', className: 'mt-5' })}
          >
            Start preparing
          </Link>
        </aside>
      </div>
    </article>
  )
}
