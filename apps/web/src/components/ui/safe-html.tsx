import { cn } from '@/lib/cn'

/**
 * Renders admin-written HTML (question stems, explanations, blog content). The only place in the
 * app that uses dangerouslySetInnerHTML: the API sanitizes this HTML when it is saved (allow-listed
 * tags and attributes, no scripts, no event handlers, no javascript: URLs), so it is trusted here.
 * Never pass it text that did not come from our API.
 */
export function SafeHtml({
  html,
  className,
  as: Tag = 'div',
  id,
}: {
  html: string
  className?: string
  as?: 'div' | 'span'
  id?: string
}) {
  return (
    <Tag
      id={id}
      className={cn(
        'space-y-2 break-words [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-5',
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server on save (see above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
