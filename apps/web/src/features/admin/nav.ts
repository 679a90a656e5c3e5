import { adminPaths } from '@nurseready/shared/constants/routes'
import {
  CircleHelp,
  ClipboardList,
  CreditCard,
  FileHeart,
  FolderTree,
  Inbox,
  LayoutDashboard,
  Library,
  type LucideIcon,
  Mail,
  Newspaper,
  PanelsTopLeft,
  ScrollText,
  Tags,
  Users,
  Video,
} from 'lucide-react'

/**
 * One entry of the admin sidebar. `to: null` is a slot for a console part not built yet (shown
 * as "Soon"). To add a part: append (or fill the slot) here and add its <Route> in
 * app/routes/admin/admin-app.tsx.
 */
export type AdminNavLink = { label: string; to: string | null; icon: LucideIcon }

export const ADMIN_NAV: AdminNavLink[] = [
  { label: 'Overview', to: adminPaths.overview, icon: LayoutDashboard },
  { label: 'Users', to: adminPaths.users, icon: Users },
  { label: 'Audit log', to: adminPaths.auditLog, icon: ScrollText },
  { label: 'Orders', to: adminPaths.orders, icon: CreditCard },
  { label: 'Plans', to: adminPaths.plans, icon: Tags },
  { label: 'Leads', to: adminPaths.leads, icon: Mail },
  { label: 'Chat inbox', to: adminPaths.chat, icon: Inbox },
  { label: 'Blog', to: adminPaths.blog, icon: Newspaper },
  { label: 'FAQs', to: adminPaths.faqs, icon: CircleHelp },
  // Slots for the parts other engineers build (issue 15 sections 2 and 3).
  { label: 'Question bank', to: adminPaths.items, icon: ClipboardList },
  { label: 'Case studies', to: adminPaths.caseStudies, icon: FileHeart },
  { label: 'Subjects & tags', to: adminPaths.subjects, icon: FolderTree },
  { label: 'Library', to: adminPaths.library, icon: Library },
  { label: 'Live teaching', to: adminPaths.live, icon: Video },
  { label: 'Site content', to: adminPaths.site, icon: PanelsTopLeft },
]
