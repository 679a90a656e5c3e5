import { PAGE_SIZE } from '@nurseready/shared/constants/spec'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useRef } from 'react'
import { useSearchParams } from 'react-router'
import { PageMeta } from '@/components/layout/page-meta'
import { buttonVariants } from '@/components/ui/button-variants'
import { paths } from '@/config/paths'
import { useBlogPosts } from '@/features/blog/api/get-blog-posts'
import { BlogCard } from '@/features/blog/components/blog-card'

/** /blog: 'Blog', 'Featured Stories', 4 posts a page from the server, Previous / Next. */
export function BlogPage() {
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const posts = useBlogPosts(page)
  const listRef = useRef<HTMLHeadingElement>(null)
  const totalPages = posts.data ? Math.max(1, Math.ceil(posts.data.total / PAGE_SIZE.blog)) : 1

  const go = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) })
    listRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })
  }

  return (
    <>
      <PageMeta path={paths.blog} />
      <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Blog</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">
            Study plans, test-taking strategies and exam explainers from our Canadian RN
            instructors.
          </p>
        </div>
      </header>
      <section
        aria-labelledby="featured-heading"
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16"
      >
        <h2
          id="featured-heading"
          ref={listRef}
          className="scroll-mt-20 text-2xl font-bold text-ink"
        >
          Featured Stories
        </h2>
        {posts.isPending ? (
          <>
            <p role="status" className="mt-8 text-muted">
              Loading blogs...
            </p>
            {/* Card-sized placeholders, so nothing below jumps when the posts arrive. */}
            <ul aria-hidden="true" className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
              {[0, 1, 2, 3].map((i) => (
                <li
                  key={i}
                  className="h-[26rem] animate-pulse rounded-2xl bg-white ring-1 ring-slate-200"
                />
              ))}
            </ul>
          </>
        ) : posts.isError ? (
          <p className="py-16 text-center text-muted">
            The blog could not be loaded. Please try again later.
          </p>
        ) : posts.data.items.length === 0 ? (
          <p className="py-16 text-center text-muted">No blogs available.</p>
        ) : (
          <>
            <ul
              className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-4"
              aria-busy={posts.isPlaceholderData}
            >
              {posts.data.items.map((post, i) => (
                <li key={post.id} className="flex">
                  <BlogCard post={post} eager={i < 2} priority={i === 0} />
                </li>
              ))}
            </ul>
            <nav aria-label="Blog pages" className="mt-10 flex items-center justify-center gap-4">
              <button
                type="button"
                className={buttonVariants({ variant: 'secondary' })}
                disabled={page <= 1}
                onClick={() => go(page - 1)}
              >
                <ChevronLeft aria-hidden="true" className="size-4" /> Previous
              </button>
              <p aria-live="polite" className="text-sm font-medium text-slate-700">
                Page {page} of {totalPages}
              </p>
              <button
                type="button"
                className={buttonVariants({ variant: 'secondary' })}
                disabled={page >= totalPages}
                onClick={() => go(page + 1)}
              >
                Next <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            </nav>
          </>
        )}
      </section>
    </>
  )
}
