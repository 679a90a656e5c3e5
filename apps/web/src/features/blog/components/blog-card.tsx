import { STORAGE_KEYS } from '@nurseready/shared/constants/spec'
import { blogExcerpt } from '@nurseready/shared/domain/blog'
import type { TBlogSummary } from '@nurseready/shared/schemas/blog'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { BlogImage } from './blog-image'

// In UTC, the zone of the publication date: the server renders it and the browser hydrates it, so
// both must print the same day wherever the reader is.
const dateFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'UTC' })

/**
 * A post on the blog list: image, title, the first 60 characters of its summary and Read More.
 * Read More opens /{slug} and, as the spec does, stores the post's id under `blogId`.
 */
export function BlogCard({
  post,
  eager = false,
  priority = false,
}: {
  post: TBlogSummary
  eager?: boolean
  /** The list's first cover, likely the largest thing on the first screen: fetched first. */
  priority?: boolean
}) {
  const to = `/${post.slug}`
  const remember = () => localStorage.setItem(STORAGE_KEYS.blogId, post.id)
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      <BlogImage
        src={post.image}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-muted">
          <time dateTime={post.publishedAt}>{dateFormat.format(new Date(post.publishedAt))}</time>
        </p>
        <h3 className="mt-2 text-lg font-bold leading-snug text-ink">
          <Link to={to} onClick={remember} className="hover:text-brand-800">
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-slate-700">{blogExcerpt(post.shortDescription)}</p>
        <Link
          to={to}
          onClick={remember}
          className="mt-4 inline-flex items-center gap-1 self-start font-semibold text-brand-800 hover:underline"
        >
          Read More <span className="sr-only">about {post.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  )
}
