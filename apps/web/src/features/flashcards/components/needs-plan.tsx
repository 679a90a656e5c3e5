import { Lock } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button-variants'
import { EmptyState } from '@/components/ui/empty-state'
import { paths } from '@/config/paths'

/** What a student without a running plan sees instead of a plan feature. */
export function NeedsPlan({ feature = 'Flashcards' }: { feature?: string }) {
  return (
    <EmptyState
      title={`${feature} come with a question bank plan`}
      icon={<Lock aria-hidden="true" className="size-8" />}
    >
      <p>Choose a plan to unlock them, with unlimited tests and every study tool.</p>
      <Link to={paths.subscriptions} className={buttonVariants({ className: 'mt-4' })}>
        See plans
      </Link>
    </EmptyState>
  )
}
