import { PageMeta } from '@/components/layout/page-meta'
import { paths } from '@/config/paths'
import { CoursePage } from '@/features/marketing/components/course-page'
import { PlanCards } from '@/features/marketing/components/plan-cards'
import { NCLEX_RN } from '@/features/marketing/content/nclex-rn'

export function NclexRnPage() {
  return (
    <>
      <PageMeta path={paths.nclexRn} />
      <CoursePage content={NCLEX_RN}>
        <h3 className="text-center text-2xl font-bold text-ink">Question bank prices</h3>
        <div className="mt-12">
          <PlanCards />
        </div>
      </CoursePage>
    </>
  )
}
