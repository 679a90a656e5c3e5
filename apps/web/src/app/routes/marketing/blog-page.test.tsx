import type { TBlogSummary } from '@nurseready/shared/schemas/blog'
import { screen, waitFor } from '@testing-library/react'
import { deferred, type MockReply, mockApi, renderRoutes } from '@/testing/render'
import { BlogPage } from './blog-page'

const post = (n: number, extra: Partial<TBlogSummary> = {}): TBlogSummary => ({
  id: `id-${n}`,
  slug: `post-number-${n}`,
  title: `Post number ${n}`,
  image: `/media/public/blog/blog-${n}.jpg`,
  shortDescription: `Summary ${n}: a description that is clearly longer than sixty characters in total.`,
  publishedAt: '2026-10-01T12:00:00.000Z',
  ...extra,
})

function render(path = '/blog') {
  return renderRoutes(
    [
      { path: '/blog', element: <BlogPage /> },
      { path: '/:slug', element: <p>Article page</p> },
    ],
    { path },
  )
}

describe('BlogPage', () => {
  it("shows 'Loading blogs...', then 4 cards with the 60-character summary and Read More", async () => {
    const reply = deferred<MockReply>()
    const api = mockApi({ 'GET /api/blog-posts': () => reply.promise })
    render()
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Featured Stories' })).toBeInTheDocument()
    expect(screen.getByText('Loading blogs...')).toBeInTheDocument()
    reply.resolve({
      body: { items: [1, 2, 3, 4].map((n) => post(n)), total: 7, page: 1, pageSize: 4 },
    })

    expect(await screen.findByText('Post number 1')).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(4)
    const excerpt = `${post(1).shortDescription.slice(0, 60).trimEnd()}...`
    expect(screen.getByText(excerpt)).toBeInTheDocument()
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    expect(String(api.fetch.mock.calls[0]?.[0])).toContain('page=1&pageSize=4')
  })

  it('pages on the server with Next and Previous', async () => {
    const api = mockApi({
      'GET /api/blog-posts': () => {
        const url = String(api.fetch.mock.calls.at(-1)?.[0])
        const page = url.includes('page=2') ? 2 : 1
        return {
          body: {
            items: page === 1 ? [1, 2, 3, 4].map((n) => post(n)) : [5, 6].map((n) => post(n)),
            total: 6,
            page,
            pageSize: 4,
          },
        }
      },
    })
    const { user, router } = render()
    await user.click(await screen.findByRole('button', { name: /Next/ }))
    expect(await screen.findByText('Post number 5')).toBeInTheDocument()
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled()
    expect(router.state.location.search).toBe('?page=2')
    await user.click(screen.getByRole('button', { name: /Previous/ }))
    expect(await screen.findByText('Post number 1')).toBeInTheDocument()
  })

  it('shows the placeholder when a post has no image or its image fails', async () => {
    mockApi({
      'GET /api/blog-posts': {
        body: { items: [post(1, { image: null }), post(2)], total: 2, page: 1, pageSize: 4 },
      },
    })
    const { container } = render()
    await screen.findByText('Post number 1')
    const imgs = container.querySelectorAll('img')
    expect(imgs[0]?.getAttribute('src')).not.toContain('/media/')
    expect(imgs[1]?.getAttribute('src')).toBe('/media/public/blog/blog-2.jpg')
    imgs[1]?.dispatchEvent(new Event('error'))
    await waitFor(() => expect(imgs[1]?.getAttribute('src')).not.toContain('/media/'))
  })

  it('Read More opens /{slug} and stores the blog id, as the spec does', async () => {
    mockApi({
      'GET /api/blog-posts': { body: { items: [post(3)], total: 1, page: 1, pageSize: 4 } },
    })
    const { user, location } = render()
    await user.click(await screen.findByRole('link', { name: 'Read More about Post number 3' }))
    expect(location()).toBe('/post-number-3')
    expect(localStorage.getItem('blogId')).toBe('id-3')
  })
})
