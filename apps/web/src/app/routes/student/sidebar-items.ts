import {
  BarChart3,
  CalendarCheck,
  CalendarDays,
  CircleHelp,
  ClipboardList,
  CreditCard,
  Gauge,
  Highlighter,
  History,
  Layers,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Notebook,
  Presentation,
  Radio,
  Video,
} from 'lucide-react'
import { paths } from '@/config/paths'

export type SidebarLink = { label: string; to: string; icon: LucideIcon }
export type SidebarEntry = SidebarLink | { group: string; links: SidebarLink[] }

/** The spec's sidebar: its groups, labels and targets, in order. */
export const SIDEBAR: SidebarEntry[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboard },
  { label: 'Webinars', to: paths.webinars, icon: Presentation },
  {
    group: 'Lectures/Notes',
    links: [
      { label: 'Live Lectures', to: paths.liveLectures, icon: Radio },
      { label: 'Videos', to: paths.videoCategories, icon: Video },
      { label: 'Notes', to: paths.notesCategories, icon: Notebook },
      { label: 'Study calendar', to: paths.studyCalendar, icon: CalendarDays },
      { label: 'Study schedule', to: paths.schedule, icon: CalendarCheck },
    ],
  },
  {
    group: 'Question bank',
    links: [
      { label: 'Create test', to: paths.startTest, icon: ClipboardList },
      { label: 'Previous test', to: paths.previousTests, icon: History },
      { label: 'Analytics', to: paths.analytics, icon: BarChart3 },
      { label: 'Readiness', to: paths.readiness, icon: Gauge },
      { label: 'Flashcards', to: paths.flashcards, icon: Layers },
      { label: 'Highlights', to: paths.highlights, icon: Highlighter },
    ],
  },
  { label: 'Buy subscription', to: paths.subscriptions, icon: CreditCard },
  { label: 'Faqs', to: paths.faqs, icon: CircleHelp },
  { label: 'Support chat', to: paths.chat, icon: LifeBuoy },
]
