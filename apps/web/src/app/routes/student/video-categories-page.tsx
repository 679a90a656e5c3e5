import { paths } from '@/config/paths'
import { CategoryList } from '@/features/library/components/category-list'
import { ListHeader } from '@/features/library/components/list-header'
import { TEXTS } from '@/features/library/texts'

/** /lecturesvideosNew: the video subjects, each opening its lectures. */
export function VideoCategoriesPage() {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <title>Video Lectures · NurseReady</title>
      <ListHeader kicker="Lectures" title={TEXTS.videoSubjects} />
      <p className="-mt-2 text-muted">
        Recorded lectures by subject. Free lectures are open to every student; paid ones come with a
        subscription.
      </p>
      <CategoryList kind="video" itemsPath={paths.videos} caption="Video subjects" />
    </div>
  )
}
