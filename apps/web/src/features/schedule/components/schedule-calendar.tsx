import { addDays, toDayNumber, weekdayOf } from '@nurseready/shared/domain/study-plan'
import type { TSchedule, TStudyDay } from '@nurseready/shared/schemas/schedule'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { DayTasks } from './day-details'
import { dayShort, daySummary, WEEKDAYS, WEEKDAYS_SHORT } from './task-text'

type Plan = NonNullable<TSchedule['plan']>

/** Days the list shows before "Show all": about two weeks of study. */
const LIST_DAYS = 10

const monthOf = (date: string) => date.slice(0, 7)
const monthTitle = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  )
function shiftMonth(month: string, by: number) {
  const [y, m] = month.split('-').map(Number)
  const d = new Date(Date.UTC(y!, m! - 1 + by, 1))
  return d.toISOString().slice(0, 7)
}

/** The weeks (Sunday first) covering a month, as dates; days of other months are null. */
function weeksOf(month: string): Array<Array<string | null>> {
  const first = `${month}-01`
  const start = addDays(first, -weekdayOf(first))
  const weeks: Array<Array<string | null>> = []
  for (let w = 0; w < 6; w += 1) {
    const week = Array.from({ length: 7 }, (_, i) => addDays(start, w * 7 + i))
    if (w > 0 && monthOf(week[0]!) !== month) break
    weeks.push(week.map((d) => (monthOf(d) === month ? d : null)))
  }
  return weeks
}

const tone: Record<string, string> = {
  exam: 'bg-brand-700 text-white',
  assessment: 'bg-violet-50 ring-violet-200',
  done: 'bg-emerald-50 ring-emerald-200',
  missed: 'bg-amber-50 ring-amber-200',
  study: 'bg-white ring-slate-200',
  rest: 'bg-slate-50 ring-slate-200 text-slate-600',
}
const toneOf = (d: TStudyDay) =>
  d.kind === 'exam'
    ? tone.exam
    : d.status === 'done'
      ? tone.done
      : d.status === 'missed'
        ? tone.missed
        : tone[d.kind]

/**
 * The plan as a month grid (from md up, with a day's tasks beside it) or as a list (phones,
 * screen readers, or by choice): the same days, the same tasks.
 */
export function ScheduleCalendar({ plan, today }: { plan: Plan; today: string }) {
  const byDate = useMemo(() => new Map(plan.days.map((d) => [d.date, d])), [plan.days])
  const firstMonth = monthOf(plan.days[0]!.date)
  const lastMonth = monthOf(plan.days.at(-1)!.date)
  const [view, setView] = useState<'month' | 'list'>('month')
  const [showAll, setShowAll] = useState(false)
  const clampMonth = (m: string) => (m < firstMonth ? firstMonth : m > lastMonth ? lastMonth : m)
  const [month, setMonth] = useState(() => clampMonth(monthOf(today)))
  const [selected, setSelected] = useState(() => (byDate.has(today) ? today : plan.days[0]!.date))
  const upcoming = plan.days.filter(
    (d) => toDayNumber(d.date) >= toDayNumber(today) && d.kind !== 'rest',
  )
  const selectedDay = byDate.get(selected)

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="hidden rounded-lg bg-slate-100 p-1 md:inline-flex">
          <legend className="sr-only">View</legend>
          {(['month', 'list'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium',
                view === v ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink',
              )}
            >
              {v === 'month' ? 'Calendar' : 'List'}
            </button>
          ))}
        </fieldset>
      </div>

      {view === 'month' ? (
        <div className="hidden gap-6 md:grid lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div>
            <div className="mb-3 flex items-center justify-between">
              <Button
                variant="ghost"
                size="sm"
                aria-label="Previous month"
                disabled={month <= firstMonth}
                onClick={() => setMonth(shiftMonth(month, -1))}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
              </Button>
              <h3 className="font-semibold text-ink" aria-live="polite">
                {monthTitle(month)}
              </h3>
              <Button
                variant="ghost"
                size="sm"
                aria-label="Next month"
                disabled={month >= lastMonth}
                onClick={() => setMonth(shiftMonth(month, 1))}
              >
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </div>
            <table className="w-full table-fixed border-separate border-spacing-1">
              <caption className="sr-only">Study schedule, {monthTitle(month)}</caption>
              <thead>
                <tr>
                  {WEEKDAYS_SHORT.map((d, i) => (
                    <th key={d} scope="col" className="pb-1 text-xs font-semibold text-muted">
                      <abbr title={WEEKDAYS[i]} className="no-underline">
                        {d}
                      </abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeksOf(month)
                  // Weeks wholly before the plan's start or after the exam are left out.
                  .filter((week) => week.some((d) => d !== null && byDate.has(d)))
                  .map((week) => (
                    <tr key={week.find(Boolean) ?? month}>
                      {week.map((date, i) => {
                        const day = date ? byDate.get(date) : undefined
                        if (!date || !day)
                          return (
                            <td
                              key={date ?? `${WEEKDAYS_SHORT[i]}-empty`}
                              className="h-20 rounded-lg align-top text-xs text-slate-500"
                            >
                              {date ? Number(date.slice(8)) : ''}
                            </td>
                          )
                        return (
                          <td key={date} className="h-20 align-top">
                            <button
                              type="button"
                              aria-pressed={selected === date}
                              aria-label={`${date}: ${daySummary(day)}`}
                              onClick={() => setSelected(date)}
                              className={cn(
                                'flex h-full w-full flex-col items-start gap-1 rounded-lg p-1.5 text-left text-xs ring-1 hover:ring-brand-400',
                                toneOf(day),
                                selected === date && 'outline-2 outline-brand-600',
                                date === today && 'ring-2 ring-brand-600',
                              )}
                            >
                              <span className="font-semibold">{Number(date.slice(8))}</span>
                              <span className="leading-tight break-words" aria-hidden="true">
                                {dayShort(day)}
                              </span>
                            </button>
                          </td>
                        )
                      })}
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
          <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200" aria-live="polite">
            {selectedDay ? <DayTasks day={selectedDay} today={today} /> : null}
          </div>
        </div>
      ) : null}

      <ol
        aria-label="Study days from today"
        className={cn('space-y-3', view === 'month' && 'md:hidden')}
      >
        {(showAll ? upcoming : upcoming.slice(0, LIST_DAYS)).map((d) => (
          <li key={d.date} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <DayTasks day={d} today={today} />
          </li>
        ))}
      </ol>
      {upcoming.length > LIST_DAYS ? (
        <Button
          variant="secondary"
          className={cn(view === 'month' && 'md:hidden')}
          aria-expanded={showAll}
          onClick={() => setShowAll((v) => !v)}
        >
          {showAll
            ? 'Show the next two weeks only'
            : `Show all ${upcoming.length} days to the exam`}
        </Button>
      ) : null}
    </div>
  )
}
