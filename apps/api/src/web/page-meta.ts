import {
  articleMeta,
  NOT_FOUND_META,
  PUBLIC_PAGE_META,
  SITE_NAME,
} from '@nurseready/shared/constants/page-meta'
import { isClientRoute } from '@nurseready/shared/constants/routes'
import { COVER_SIZES, coverSrcset } from '@nurseready/shared/domain/image-variants'
import type { HtmlMeta } from './index-html'
import { ARTICLE_MODULE, pageModuleOf } from './preload'

export type ArticleLookup = (slug: string) => Promise<
  | {
      slug: string
      title: string
      shortDescription: string
      image: string | null
      publishedAt: Date
    }
  | undefined
>

/** An article cover's preload: its AVIF copies at the article's sizes, or the file itself. */
function coverPreload(image: string): HtmlMeta['preloadImage'] {
  const srcset = coverSrcset(image, 'avif')
  return srcset
    ? { href: image, srcset, sizes: COVER_SIZES.article, type: 'image/avif' }
    : { href: image }
}

const ONE_SEGMENT = /^\/([A-Za-z0-9-]{1,200})\/?$/

/**
 * What the server answers for a page path: 200 with the page's meta for app routes and
 * published articles, 404 with the not-found meta for anything else; `render` for the public
 * pages the server renders (all but the student area).
 */
export async function resolvePage(
  pathname: string,
  publicUrl: string,
  findArticle: ArticleLookup,
  preload: (pageModule: string | undefined) => string[] = () => [],
): Promise<{ status: 200 | 404; meta: HtmlMeta; render: boolean }> {
  const url = (p: string) => new URL(p, publicUrl).toString()
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (isClientRoute(path)) {
    const page = PUBLIC_PAGE_META[path]
    if (page) {
      const preloadScripts = preload(pageModuleOf(path))
      return {
        status: 200,
        meta: { ...page, canonical: url(path), preloadScripts },
        render: true,
      }
    }
    // The student area: not for search engines.
    return {
      status: 200,
      meta: { title: SITE_NAME, description: PUBLIC_PAGE_META['/']!.description, noindex: true },
      render: false,
    }
  }
  const slug = ONE_SEGMENT.exec(path)?.[1]?.toLowerCase()
  const post = slug ? await findArticle(slug) : undefined
  if (post) {
    return {
      status: 200,
      meta: {
        ...articleMeta(post),
        canonical: url(`/${post.slug}`),
        image: post.image ? url(post.image) : undefined,
        preloadImage: post.image ? coverPreload(post.image) : undefined,
        preloadScripts: preload(ARTICLE_MODULE),
        type: 'article',
        publishedAt: post.publishedAt.toISOString(),
      },
      render: true,
    }
  }
  return { status: 404, meta: { ...NOT_FOUND_META, noindex: true }, render: true }
}
