import { screen } from '@testing-library/react'
import { deferred, type MockReply, mockApi, problem, renderRoutes } from '@/testing/render'
import { BlogArticlePage } from './blog-article-page'

const article = {
  id: 'a1',
  slug: 'how-the-next-generation-nclex-works',
  title: 'How the Next Generation NCLEX Works',
  image: null,
  shortDescription: 'Case studies and partial credit.',
  content: '<h2>What the exam measures</h2><p>Clinical judgment.</p>',
  publishedAt: '2026-11-10T14:00:00.000Z',
  updatedAt: '2026-11-10T14:00:00.000Z',
}

const render = (path: string) =>
  renderRoutes([{ path: '/:slug', element: <BlogArticlePage /> }], { path })

describe('BlogArticlePage', () => {
  it("finds the article by the slug in the URL (no stored id needed), after 'Loading...'", async () => {
    const reply = deferred<MockReply>()
    const api = mockApi({ [`GET /api/blog-posts/${article.slug}`]: () => reply.promise })
    render(`/${article.slug}`)
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    reply.resolve({ body: article })
    expect(
      await screen.findByRole('heading', { level: 1, name: article.title }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Summary' })).toBeInTheDocument()
    expect(screen.getByText('Case studies and partial credit.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Content' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'What the exam measures' })).toBeInTheDocument()
    expect(api.calls[0]?.headers.authorization).toBeUndefined()
    expect(localStorage.getItem('blogId')).toBe('a1')
    expect(document.title).toBe('How the Next Generation NCLEX Works · NurseReady Blog')
  })

  it("shows 'No Content' when the article has no content", async () => {
    mockApi({ [`GET /api/blog-posts/${article.slug}`]: { body: { ...article, content: '' } } })
    render(`/${article.slug}`)
    expect(await screen.findByText('No Content')).toBeInTheDocument()
  })

  it("shows 'Blog not found' for an unknown slug", async () => {
    mockApi({ 'GET /api/blog-posts/nothing-here': problem(404, 'Blog not found') })
    render('/nothing-here')
    expect(await screen.findByRole('heading', { name: 'Blog not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the blog' })).toHaveAttribute('href', '/blog')
  })
})
