import { useSearchParams } from 'react-router'
import { AdminPage } from '../components/admin-page'
import { SectionTabs } from '../library/section-tabs'
import { CalendarPanel } from './calendar-panel'
import { ContactPanel } from './contact-panel'
import { StudentVideosPanel } from './student-videos-panel'

const TABS = [
  { id: 'student-videos', label: 'Student videos' },
  { id: 'study-calendar', label: 'Study calendar' },
  { id: 'contact', label: 'Contact details' },
] as const

/** /admin/site: student videos, the study calendar files and the contact details. */
export function SitePage() {
  const [params] = useSearchParams()
  const tab = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'student-videos'
  return (
    <AdminPage
      title="Site content"
      description="Testimonial videos, the study calendar files and the contact details students see."
    >
      <SectionTabs label="Site content sections" tabs={TABS} current={tab} />
      {tab === 'student-videos' ? (
        <StudentVideosPanel />
      ) : tab === 'study-calendar' ? (
        <CalendarPanel />
      ) : (
        <ContactPanel />
      )}
    </AdminPage>
  )
}
