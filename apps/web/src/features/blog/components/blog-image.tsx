import { type ImgHTMLAttributes, useState } from 'react'
import placeholder from '@/assets/blog-placeholder.svg'
import { cx } from '@/lib/cx'

/**
 * A blog cover: the post's image, or the bundled placeholder when it has none or it fails to
 * load. Sized 16:9 so nothing shifts while it loads.
 */
export function BlogImage({
  src,
  alt,
  className,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false)
  return (
    <img
      src={src && !failed ? src : placeholder}
      alt={alt}
      onError={() => setFailed(true)}
      width={800}
      height={450}
      decoding="async"
      className={cx('aspect-video w-full bg-brand-50 object-cover', className)}
      {...props}
    />
  )
}
