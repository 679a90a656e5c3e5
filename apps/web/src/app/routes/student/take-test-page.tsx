import { ClipboardList } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { paths } from '@/config/paths'
import { TestRunner } from '@/features/question-bank/components/test-runner'
import { paperCodeStore } from '@/features/question-bank/paper-code'

/** /test/inprogress: the paper named by `papercode` in localStorage, one question at a time. */
export function TakeTestPage() {
  const [code] = useState(paperCodeStore.get)
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <title>Test in progress · NurseReady</title>
      {code ? (
        <TestRunner code={code} />
      ) : (
        <>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Test</h1>
          <EmptyState
            title="No test in progress"
            icon={<ClipboardList aria-hidden="true" className="size-10" />}
          >
            <p>Create a test, or resume one from your dashboard.</p>
            <Link to={paths.startTest} className={buttonVariants({ className: 'mt-4' })}>
              Create a test
            </Link>
          </EmptyState>
        </>
      )}
    </div>
  )
}
