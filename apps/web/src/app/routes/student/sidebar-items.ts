import {
  BarChart3,
  CircleHelp,
  ClipboardList,
  CreditCard,
  History,
  LayoutDashboard,
  type LucideIcon,
  Notebook,
  Presentation,
  Radio,
  Video,
} from 'lucide-react'
import { paths, upcoming } from '@/config/paths'

export type SidebarLink = { label: string; to: string; icon: LucideIcon }
export type SidebarEntry = SidebarLink | { group: string; links: SidebarLink[] }

/** The spec's sidebar: its groups, labels and targets, in order. */
export const SIDEBAR: SidebarEntry[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboard },
  { label: 'Webinars', to: upcoming.webinars, icon: Presentation },
  {
    group: 'Lectures/Notes',
    links: [
      { label: 'Live Lectures', to: upcoming.liveLectures, icon: Radio },
      { label: 'Videos', to: upcoming.videos, icon: Video },
      { label: 'Notes', to: upcoming.notes, icon: Notebook },
    ],
  },
  {
    group: 'Question bank',
    links: [
      { label: 'Create test', to: upcoming.createTest, icon: ClipboardList },
      { label: 'Previous test', to: upcoming.previousTests, icon: History },
      { label: 'Analytics', to: upcoming.analytics, icon: BarChart3 },
    ],
  },
  { label: 'Buy subscription', to: upcoming.subscriptions, icon: CreditCard },
  { label: 'Faqs', to: upcoming.faqs, icon: CircleHelp },
]
