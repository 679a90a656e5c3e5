import { PageMeta } from '@/components/layout/page-meta'
import { paths } from '@/config/paths'
import { CoursePage } from '@/features/marketing/components/course-page'
import { REX_PN } from '@/features/marketing/content/rex-pn'

export function RexPnPage() {
  return (
    <>
      <PageMeta path={paths.rexPn} />
      <CoursePage content={REX_PN} />
    </>
  )
}
