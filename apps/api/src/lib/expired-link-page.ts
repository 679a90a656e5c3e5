import { paths } from '@nurseready/shared/constants/routes'

export const EXPIRED_LINK_DETAIL =
  'This link has expired or is not valid. Open the item again from the library.'

/** Where a student opens a private file again, by the file's folder. */
function backTo(key: string): { href: string; label: string } {
  if (key.startsWith('library/notes/'))
    return { href: paths.notesCategories, label: 'Back to Study Notes' }
  if (key.startsWith('library/videos/'))
    return { href: paths.videoCategories, label: 'Back to Video Lectures' }
  if (key.startsWith('library/study-calendar/'))
    return { href: paths.studyCalendar, label: 'Back to the Study Calendar' }
  return { href: paths.dashboard, label: 'Back to your dashboard' }
}

/** Whether the client asked for a page (a browser opening a link), not data. */
export const wantsHtml = (accept: string | undefined) => /\btext\/html\b/.test(accept ?? '')

/**
 * The page a browser gets for an expired or invalid signed media link (e.g. a notes PDF opened
 * in a new tab and reloaded later): says what happened and links back to where the file opens
 * again. API clients keep the JSON problem.
 */
export function expiredLinkPage(key: string): string {
  const back = backTo(key)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>This link has expired · NurseReady</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f1f5f9;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a}
main{max-width:28rem;margin:1rem;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgb(0 0 0/.1);text-align:center}
h1{font-size:1.5rem;margin:0 0 .75rem}
p{color:#475569;line-height:1.5;margin:0 0 1.5rem}
a{display:inline-block;padding:.75rem 1.25rem;border-radius:.5rem;background:#0f5f8c;color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #0f5f8c;outline-offset:3px}
</style>
</head>
<body>
<main>
<h1>This link has expired</h1>
<p>Links to study files only work for a few minutes, to keep paid material private. Open the file again from the library to get a fresh link.</p>
<a href="${back.href}">${back.label}</a>
</main>
</body>
</html>
`
}
