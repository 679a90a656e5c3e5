import { paths } from '@/config/paths'
import { CategoryList } from '@/features/library/components/category-list'
import { ListHeader } from '@/features/library/components/list-header'
import { TEXTS } from '@/features/library/texts'

/** /allNotesCategory: the notes subjects, each opening its study notes. */
export function NotesCategoriesPage() {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <title>Study Notes · NurseReady</title>
      <ListHeader kicker="Notes" title={TEXTS.notesSubjects} />
      <p className="-mt-2 text-muted">
        Printable study notes by subject: formulas, normal values, drug tables and exam tips.
      </p>
      <CategoryList kind="notes" itemsPath={paths.notes} caption="Notes subjects" />
    </div>
  )
}
