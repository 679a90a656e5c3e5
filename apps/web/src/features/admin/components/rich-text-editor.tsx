import Image from '@tiptap/extension-image'
import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'
import { cn } from '@/lib/cn'

const ARTICLE =
  'space-y-3 break-words [&_a]:text-brand-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_img]:max-w-full [&_img]:rounded-lg [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5'

function Tool({
  label,
  active,
  onClick,
  children,
}: {
  label: string
  active?: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100',
        active && 'bg-brand-50 text-brand-800',
      )}
    >
      {children}
    </button>
  )
}

/**
 * The blog's rich-text editor (TipTap): headings, bold, italic, lists, quotes, links and images
 * uploaded to the media store. Emits HTML; the API sanitizes it again on save. `preview` shows
 * the content read-only, styled as the article.
 */
export function RichTextEditor({
  value,
  onChange,
  onUploadImage,
  preview = false,
  labelledBy,
}: {
  value: string
  onChange: (html: string) => void
  onUploadImage: (file: File) => Promise<string>
  preview?: boolean
  labelledBy: string
}) {
  const fileRef = useRef<HTMLInputElement>(null)
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, protocols: ['https', 'mailto'] },
      }),
      Image,
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-labelledby': labelledBy,
        'aria-multiline': 'true',
        role: 'textbox',
        class: cn(ARTICLE, 'min-h-64 max-h-[70vh] overflow-y-auto p-4 focus:outline-none'),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  })

  useEffect(() => {
    editor?.setEditable(!preview)
  }, [editor, preview])

  if (!editor) return null
  const chain = () => editor.chain().focus()

  return (
    <div className="rounded-xl border border-slate-300 bg-white">
      {preview ? null : (
        <div
          role="toolbar"
          aria-label="Formatting"
          className="flex flex-wrap gap-0.5 border-b border-slate-200 p-1"
        >
          <Tool
            label="Heading"
            active={editor.isActive('heading', { level: 2 })}
            onClick={() => chain().toggleHeading({ level: 2 }).run()}
          >
            <Heading2 className="size-4" aria-hidden="true" />
          </Tool>
          <Tool
            label="Subheading"
            active={editor.isActive('heading', { level: 3 })}
            onClick={() => chain().toggleHeading({ level: 3 }).run()}
          >
            <Heading3 className="size-4" aria-hidden="true" />
          </Tool>
          <Tool
            label="Bold"
            active={editor.isActive('bold')}
            onClick={() => chain().toggleBold().run()}
          >
            <Bold className="size-4" aria-hidden="true" />
          </Tool>
          <Tool
            label="Italic"
            active={editor.isActive('italic')}
            onClick={() => chain().toggleItalic().run()}
          >
            <Italic className="size-4" aria-hidden="true" />
          </Tool>
          <Tool
            label="Bulleted list"
            active={editor.isActive('bulletList')}
            onClick={() => chain().toggleBulletList().run()}
          >
            <List className="size-4" aria-hidden="true" />
          </Tool>
          <Tool
            label="Numbered list"
            active={editor.isActive('orderedList')}
            onClick={() => chain().toggleOrderedList().run()}
          >
            <ListOrdered className="size-4" aria-hidden="true" />
          </Tool>
          <Tool
            label="Quote"
            active={editor.isActive('blockquote')}
            onClick={() => chain().toggleBlockquote().run()}
          >
            <Quote className="size-4" aria-hidden="true" />
          </Tool>
          <Tool
            label="Link"
            active={editor.isActive('link')}
            onClick={() => {
              const previous = editor.getAttributes('link').href as string | undefined
              const href = window.prompt('Link address (https://…)', previous ?? 'https://')
              if (href === null) return
              if (href === '' || href === 'https://') chain().unsetLink().run()
              else chain().extendMarkRange('link').setLink({ href }).run()
            }}
          >
            <Link2 className="size-4" aria-hidden="true" />
          </Tool>
          <Tool label="Insert image" onClick={() => fileRef.current?.click()}>
            <ImagePlus className="size-4" aria-hidden="true" />
          </Tool>
          <Tool label="Undo" onClick={() => chain().undo().run()}>
            <Undo2 className="size-4" aria-hidden="true" />
          </Tool>
          <Tool label="Redo" onClick={() => chain().redo().run()}>
            <Redo2 className="size-4" aria-hidden="true" />
          </Tool>
          <input
            ref={fileRef}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={async (e) => {
              const file = e.target.files?.[0]
              e.target.value = ''
              if (!file) return
              const src = await onUploadImage(file)
              chain().setImage({ src, alt: '' }).run()
            }}
          />
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  )
}
