import { adminBlogEditPath, adminPaths } from '@nurseready/shared/constants/routes'
import { blogSlug } from '@nurseready/shared/domain/blog'
import type { TBlogPost } from '@nurseready/shared/schemas/blog'
import { useId, useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Spinner } from '@/components/ui/spinner'
import { useAdminBlogPost, useSavePost } from '@/features/admin/api/admin-api'
import { uploadBlogImage } from '@/features/admin/api/upload-image'
import { AdminPage, LoadError } from '@/features/admin/components/admin-page'
import { RichTextEditor } from '@/features/admin/components/rich-text-editor'
import { ApiError, errorMessage } from '@/lib/api-client'

/** An ISO instant as the value of a datetime-local input (local time, minutes). */
function toLocalInput(iso: string) {
  const d = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

function EditorForm({ post }: { post: TBlogPost | null }) {
  const navigate = useNavigate()
  // A new post, once published, reopens at its own address with this confirmation.
  const justCreated = (useLocation().state as { created?: boolean } | null)?.created === true
  const save = useSavePost()
  const contentLabel = useId()
  const [f, setF] = useState({
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    shortDescription: post?.shortDescription ?? '',
    image: post?.image ?? '',
    publishedAt: toLocalInput(post?.publishedAt ?? new Date().toISOString()),
    content: post?.content ?? '',
  })
  const [preview, setPreview] = useState(false)
  const [uploadError, setUploadError] = useState<string | null>(null)
  const [saved, setSaved] = useState(justCreated)
  const fieldErrors = save.error instanceof ApiError ? save.error.errors : undefined
  const upload = async (file: File) => {
    setUploadError(null)
    try {
      return await uploadBlogImage(file)
    } catch (err) {
      setUploadError(errorMessage(err, 'The upload failed.'))
      throw err
    }
  }

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault()
        setSaved(false)
        save.mutate(
          {
            id: post?.id ?? null,
            body: {
              title: f.title,
              shortDescription: f.shortDescription,
              content: f.content,
              image: f.image.trim() || null,
              slug: f.slug.trim() || undefined,
              publishedAt: new Date(f.publishedAt).toISOString(),
            },
          },
          {
            onSuccess: (saved) => {
              setSaved(true)
              if (!post)
                navigate(adminBlogEditPath(saved.id), { replace: true, state: { created: true } })
            },
          },
        )
      }}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <Field
          label="Title"
          required
          value={f.title}
          error={fieldErrors?.title?.[0]}
          onChange={(e) => setF({ ...f, title: e.target.value })}
        />
        <Field
          label="Address (slug)"
          hint={`Leave empty for /${blogSlug(f.title) || '…'}`}
          value={f.slug}
          error={fieldErrors?.slug?.[0]}
          onChange={(e) => setF({ ...f, slug: e.target.value })}
        />
        <Field
          label="Short description"
          required
          className="lg:col-span-2"
          value={f.shortDescription}
          error={fieldErrors?.shortDescription?.[0]}
          onChange={(e) => setF({ ...f, shortDescription: e.target.value })}
        />
        <Field
          label="Publish date"
          type="datetime-local"
          required
          hint="A future date schedules the post."
          value={f.publishedAt}
          onChange={(e) => setF({ ...f, publishedAt: e.target.value })}
        />
        <div>
          <Field
            label="Cover image"
            hint="A /media/ path or https:// address, or upload one."
            value={f.image}
            error={fieldErrors?.image?.[0]}
            onChange={(e) => setF({ ...f, image: e.target.value })}
          />
          <label className="mt-2 inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-brand-800 underline">
            Upload cover image
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="sr-only"
              onChange={async (e) => {
                const file = e.target.files?.[0]
                e.target.value = ''
                if (file) setF({ ...f, image: await upload(file).catch(() => f.image) })
              }}
            />
          </label>
        </div>
      </div>
      <div>
        <div className="mb-1 flex items-center justify-between">
          <span id={contentLabel} className="text-sm font-medium text-ink">
            Content
          </span>
          <Button
            size="sm"
            variant="secondary"
            aria-pressed={preview}
            onClick={() => setPreview((p) => !p)}
          >
            {preview ? 'Back to editing' : 'Preview'}
          </Button>
        </div>
        {preview ? (
          <div className="mb-3 rounded-xl border border-slate-200 bg-white p-4">
            {f.image ? (
              <img src={f.image} alt="" className="mb-3 max-h-64 rounded-lg object-cover" />
            ) : null}
            <h2 className="text-2xl font-bold text-ink">{f.title || 'Untitled'}</h2>
            <p className="mt-1 text-muted">{f.shortDescription}</p>
          </div>
        ) : null}
        <RichTextEditor
          value={f.content}
          onChange={(content) => setF((old) => ({ ...old, content }))}
          onUploadImage={upload}
          preview={preview}
          labelledBy={contentLabel}
        />
      </div>
      {uploadError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {uploadError}
        </p>
      ) : null}
      {save.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(save.error, 'Saving failed. Please try again.')}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className="text-sm font-medium text-green-800">
          Saved. The content was cleaned of anything unsafe.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {post ? 'Save changes' : 'Publish'}
        </Button>
        {post ? (
          <a
            href={`/${post.slug}`}
            target="_blank"
            rel="noreferrer"
            className="self-center text-sm text-brand-800 underline"
          >
            Open /{post.slug}
          </a>
        ) : null}
      </div>
    </form>
  )
}

/** /admin/blog/new and /admin/blog/:id: the post's fields, its content and a preview. */
export function BlogEditorPage() {
  const { id } = useParams()
  const isNew = !id || id === 'new'
  const post = useAdminBlogPost(isNew ? null : id)
  return (
    <AdminPage
      title={isNew ? 'New post' : 'Edit post'}
      actions={
        <Link to={adminPaths.blog} className="text-sm text-brand-800 underline">
          All posts
        </Link>
      }
    >
      {isNew ? (
        <EditorForm post={null} />
      ) : post.isPending ? (
        <Spinner />
      ) : post.isError ? (
        <LoadError message={errorMessage(post.error, '')} />
      ) : (
        <EditorForm key={post.data.id} post={post.data} />
      )}
    </AdminPage>
  )
}
