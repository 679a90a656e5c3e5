import { useSearchParams } from 'react-router'
import { AdminPage } from '../components/admin-page'
import { SectionTabs } from '../library/section-tabs'
import { LecturesPanel } from './lectures-panel'
import { PackagesPanel } from './packages-panel'
import { WebinarsPanel } from './webinars-panel'

const TABS = [
  { id: 'webinars', label: 'Webinars' },
  { id: 'packages', label: 'Packages' },
  { id: 'lectures', label: 'Lecture schedule' },
] as const

/** /admin/live: webinars (time zone, who registered), live-lecture packages, the lecture schedule. */
export function LivePage() {
  const [params] = useSearchParams()
  const tab = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'webinars'
  return (
    <AdminPage
      title="Live teaching"
      description="Webinars, live-lecture packages and the lecture schedule per course."
    >
      <SectionTabs label="Live teaching sections" tabs={TABS} current={tab} />
      {tab === 'webinars' ? (
        <WebinarsPanel />
      ) : tab === 'packages' ? (
        <PackagesPanel />
      ) : (
        <LecturesPanel />
      )}
    </AdminPage>
  )
}
