import { describe, expect, it } from 'vitest'
import { coverSrcset, coverVariantUrl } from './image-variants'

describe('blog cover variants', () => {
  it('names the resized copies beside the stored cover', () => {
    expect(coverVariantUrl('/media/public/blog/blog-1.jpg', 400, 'avif')).toBe(
      '/media/public/blog/blog-1-400w.avif',
    )
    expect(
      coverVariantUrl('/media/public/blog/0b6f6c1e-2a4d-4f7e-9a51-3c2d1e0f9a8b.png', 800, 'jpg'),
    ).toBe('/media/public/blog/0b6f6c1e-2a4d-4f7e-9a51-3c2d1e0f9a8b-800w.jpg')
    expect(coverSrcset('/media/public/blog/blog-2.jpeg', 'webp')).toBe(
      '/media/public/blog/blog-2-400w.webp 400w, /media/public/blog/blog-2-800w.webp 800w',
    )
  })

  it('has none for images stored elsewhere or in other formats', () => {
    expect(coverVariantUrl('https://example.com/cover.jpg', 400, 'avif')).toBeNull()
    expect(coverVariantUrl('/media/public/blog/logo.svg', 400, 'avif')).toBeNull()
    expect(coverVariantUrl('/media/public/library/thumb.jpg', 400, 'avif')).toBeNull()
    expect(coverSrcset('/assets/blog-placeholder.svg', 'jpg')).toBeNull()
    // The whole address must be a stored cover: not a path that only contains one, nor an SVG
    // whose name contains ".jpg".
    expect(
      coverVariantUrl('https://cdn.example.com/media/public/blog/cover.jpg', 400, 'avif'),
    ).toBeNull()
    expect(coverVariantUrl('/media/public/blog/cover.jpg.svg', 400, 'avif')).toBeNull()
    expect(coverVariantUrl('/media/public/blog/cover.JPG', 800, 'webp')).toBe(
      '/media/public/blog/cover-800w.webp',
    )
  })
})
