import { COVER_SIZES, coverSrcset } from '@nurseready/shared/domain/image-variants'
import { type ImgHTMLAttributes, useState } from 'react'
import placeholder from '@/assets/blog-placeholder.svg'
import { cx } from '@/lib/cx'

/**
 * A blog cover: the post's image, or the bundled placeholder when it has none or it fails to
 * load. Sized 16:9 so nothing shifts while it loads. Covers the API stores come in AVIF, WebP and
 * JPEG at 400 and 800 pixels (packages/shared/src/domain/image-variants.ts): the browser picks
 * the first format it reads at the width `sizes` asks for.
 */
export function BlogImage({
  src,
  alt,
  className,
  sizes = COVER_SIZES.card,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false)
  const shown = src && !failed ? src : null
  const jpg = shown ? coverSrcset(shown, 'jpg') : null
  const img = (
    <img
      src={shown ?? placeholder}
      srcSet={jpg ?? undefined}
      sizes={jpg ? sizes : undefined}
      alt={alt}
      onError={() => setFailed(true)}
      width={800}
      height={450}
      decoding="async"
      className={cx('aspect-video w-full bg-brand-50 object-cover', className)}
      {...props}
    />
  )
  // Always a <picture>, so the same <img> shows the placeholder when the cover fails.
  return (
    <picture className="contents">
      {shown && jpg ? (
        <source type="image/avif" srcSet={coverSrcset(shown, 'avif') ?? undefined} sizes={sizes} />
      ) : null}
      {shown && jpg ? (
        <source type="image/webp" srcSet={coverSrcset(shown, 'webp') ?? undefined} sizes={sizes} />
      ) : null}
      {img}
    </picture>
  )
}
