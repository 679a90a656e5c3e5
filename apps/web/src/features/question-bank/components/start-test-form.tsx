import { MODE_LABELS, STYLE_LABELS } from '@nurseready/shared/constants/question-bank'
import { DEFAULT_QUESTION_COUNT, TIMED_TEST_SECONDS } from '@nurseready/shared/constants/spec'
import type { TMode, TStyle, TSubjectStats } from '@nurseready/shared/schemas/question-bank'
import { BookOpen, GraduationCap, Layers, Timer } from 'lucide-react'
import { type FormEvent, type ReactNode, type Ref, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import type { Choice } from './choice-cards'
import { ChoiceCards } from './choice-cards'

export const MAX_QUESTION_COUNT = 500

const STYLES: Choice<TStyle>[] = [
  {
    value: 'traditional',
    label: STYLE_LABELS.traditional,
    description: 'Classic multiple-choice, select-all and fill-in questions.',
    icon: <BookOpen className="size-5" />,
  },
  {
    value: 'nextgen',
    label: STYLE_LABELS.nextgen,
    description: 'Next Generation case questions, including prescription tables.',
    icon: <Layers className="size-5" />,
  },
]

const MODES: Choice<TMode>[] = [
  {
    value: 'tutor',
    label: MODE_LABELS.tutor,
    description: 'See the correct answer and the explanation after every question.',
    icon: <GraduationCap className="size-5" />,
  },
  {
    value: 'time',
    label: MODE_LABELS.time,
    description: `A ${TIMED_TEST_SECONDS / 60}-minute countdown you can suspend. Answers are revealed in review.`,
    icon: <Timer className="size-5" />,
  },
]

export type StartTestValues = { style: TStyle; mode: TMode; subjectId: string; count: number }

/**
 * Spec section 5: "the start button is disabled unless tutor type, mode, subject and question
 * count are all filled. If the count is empty at submit, 100 is sent." Both halves can only hold
 * if an empty count stands for the default, so: nothing is prefilled; the count field shows 100 as
 * its placeholder and an empty count means 100. Start is enabled once type, mode and subject are
 * chosen and the count is empty (→ 100) or a whole number from 1 to 500; a count that is filled but
 * invalid keeps Start disabled and says why under the field.
 */
export function parseCount(raw: string): number | null {
  const text = raw.trim()
  if (text === '') return DEFAULT_QUESTION_COUNT
  if (!/^\d+$/.test(text)) return null
  const n = Number(text)
  return n >= 1 && n <= MAX_QUESTION_COUNT ? n : null
}

export function StartTestForm({
  subjects,
  subjectsLoading,
  subjectId,
  onSubjectChange,
  style,
  onStyleChange,
  pending,
  onSubmit,
  subjectRef,
  children,
}: {
  subjects: TSubjectStats[]
  subjectsLoading: boolean
  subjectId: string
  onSubjectChange: (id: string) => void
  style: TStyle | ''
  onStyleChange: (style: TStyle) => void
  pending: boolean
  onSubmit: (values: StartTestValues) => void
  subjectRef?: Ref<HTMLSelectElement>
  /** Further choices shown between the fields and Start (the custom-test options). */
  children?: ReactNode
}) {
  const [mode, setMode] = useState<TMode | ''>('')
  const [countText, setCountText] = useState('')
  const count = parseCount(countText)
  const countError =
    count === null ? `Enter a whole number from 1 to ${MAX_QUESTION_COUNT}.` : undefined
  // A preselected subject (a Create Test arrow) counts once it is one of the listed subjects.
  const known = subjects.some((s) => s.id === subjectId)
  const ready = style !== '' && mode !== '' && known && count !== null

  function submit(e: FormEvent) {
    e.preventDefault()
    if (!ready || pending) return
    onSubmit({ style, mode, subjectId, count })
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label="Test setup">
      <ChoiceCards
        legend="Tutor type"
        name="style"
        choices={STYLES}
        value={style}
        onChange={onStyleChange}
      />
      <ChoiceCards legend="Mode" name="mode" choices={MODES} value={mode} onChange={setMode} />
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <SelectField
          ref={subjectRef}
          label="Subject"
          name="subject"
          required
          value={subjectId}
          onChange={(e) => onSubjectChange(e.target.value)}
          disabled={subjectsLoading && subjects.length === 0}
        >
          <option value="">{subjectsLoading ? 'Loading subjects...' : 'Select a subject'}</option>
          {subjects.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} ({s.totalQuestions} questions)
            </option>
          ))}
        </SelectField>
        <Field
          label="Number of questions"
          name="count"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={String(DEFAULT_QUESTION_COUNT)}
          required
          value={countText}
          onChange={(e) => setCountText(e.target.value)}
          hint={countError ? undefined : `Leave empty for ${DEFAULT_QUESTION_COUNT} questions.`}
          error={countError}
        />
      </div>
      {children}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted" aria-live="polite">
          {ready ? 'Ready when you are.' : 'Choose a tutor type, a mode and a subject to start.'}
        </p>
        <Button type="submit" size="lg" disabled={!ready || pending} className="sm:min-w-40">
          {pending ? 'Loading...' : 'Start Test'}
        </Button>
      </div>
    </form>
  )
}
