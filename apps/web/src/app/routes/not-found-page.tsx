import { Compass } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button-variants'
import { paths } from '@/config/paths'

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>Page not found · NurseReady</title>
      <meta name="robots" content="noindex" />
      <Compass aria-hidden="true" className="size-14 text-brand-700" />
      <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-brand-700">
        Error 404
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">
        We couldn't find that page
      </h1>
      <p className="mt-3 text-muted">
        The link may be broken, or the page may have moved. Let's get you back on track.
      </p>
      <Link to={paths.home} className={buttonVariants({ className: 'mt-8' })}>
        Go to the home page
      </Link>
    </div>
  )
}
