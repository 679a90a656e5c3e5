import { adminBlogEditPath, adminPaths } from '@nurseready/shared/constants/routes'
import type { TBlogSummary } from '@nurseready/shared/schemas/blog'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { buttonVariants } from '@/components/ui/button-variants'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useAdminBlog, useDeletePost } from '@/features/admin/api/admin-api'
import { AdminList, Badge } from '@/features/admin/components/admin-list'
import { AdminPage } from '@/features/admin/components/admin-page'
import { AdminTable } from '@/features/admin/components/admin-table'
import { dateTime } from '@/features/admin/format'
import { errorMessage } from '@/lib/api-client'

/** /admin/blog: every post, scheduled ones too; write, edit, delete. */
export function BlogListPage() {
  const [page, setPage] = useState(1)
  const posts = useAdminBlog(page)
  const remove = useDeletePost()
  const [target, setTarget] = useState<TBlogSummary | null>(null)
  const now = Date.now()
  return (
    <AdminPage
      title="Blog"
      description="Posts appear at their address from their publish date."
      actions={
        <Link to={adminPaths.blogNew} className={buttonVariants({ size: 'sm' })}>
          New post
        </Link>
      }
    >
      <AdminList query={posts} empty="No posts yet." onPage={setPage}>
        {(data) => (
          <AdminTable<TBlogSummary>
            caption="Blog posts"
            rows={data.items}
            rowKey={(p) => p.id}
            tableClassName="min-w-[44rem]"
            columns={[
              {
                header: 'Title',
                cell: (p) => (
                  <span className="block">
                    <Link
                      to={adminBlogEditPath(p.id)}
                      className="font-medium text-brand-800 underline"
                    >
                      {p.title}
                    </Link>
                    <span className="block text-xs text-muted">/{p.slug}</span>
                  </span>
                ),
              },
              {
                header: 'Status',
                cell: (p) =>
                  Date.parse(p.publishedAt) <= now ? (
                    <Badge tone="green">published</Badge>
                  ) : (
                    <Badge tone="amber">scheduled</Badge>
                  ),
              },
              { header: 'Publish date', cell: (p) => dateTime(p.publishedAt) },
              {
                header: 'Actions',
                cell: (p) => (
                  <span className="flex gap-1">
                    <Link
                      to={adminBlogEditPath(p.id)}
                      className={buttonVariants({ size: 'sm', variant: 'secondary' })}
                    >
                      Edit
                    </Link>
                    <Button size="sm" variant="danger" onClick={() => setTarget(p)}>
                      Delete
                    </Button>
                  </span>
                ),
              },
            ]}
          />
        )}
      </AdminList>
      {target ? (
        <ConfirmDialog
          title="Delete this post?"
          confirmLabel="Delete"
          danger
          busy={remove.isPending}
          error={remove.isError ? errorMessage(remove.error, 'Deleting failed.') : null}
          onConfirm={() => remove.mutate(target.id, { onSuccess: () => setTarget(null) })}
          onCancel={() => {
            setTarget(null)
            remove.reset()
          }}
        >
          “{target.title}” disappears from /{target.slug} and the sitemap.
        </ConfirmDialog>
      ) : null}
    </AdminPage>
  )
}
