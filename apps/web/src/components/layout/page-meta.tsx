import { type PageMeta as Meta, PUBLIC_PAGE_META } from '@nurseready/shared/constants/page-meta'

/**
 * The page's title, description and canonical URL. React 19 hoists these into <head>; the
 * server fills the same values into index.html (see apps/api/src/modules/seo), and main.tsx
 * removes the server's copies at start so the two never disagree after client navigation.
 */
export function PageMeta({ path, meta }: { path: string; meta?: Meta }) {
  const m = meta ?? PUBLIC_PAGE_META[path]
  // On the server the page's head tags are written by the API (apps/api/src/web/index-html.ts).
  if (!m || typeof window === 'undefined') return null
  return (
    <>
      <title>{m.title}</title>
      <meta name="description" content={m.description} />
      <link rel="canonical" href={new URL(path, window.location.origin).toString()} />
    </>
  )
}
