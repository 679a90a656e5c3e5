export const blogKeys = {
  all: ['blog'] as const,
  page: (page: number) => ['blog', 'page', page] as const,
  post: (slug: string) => ['blog', 'post', slug.toLowerCase()] as const,
}
