import type { TPerformance } from '@nurseready/shared/schemas/performance'
import { Table } from '@/components/ui/table'
import { ChartFigure, ordinal, useElementWidth } from './chart-figure'

const H = 240
const PAD = { left: 40, right: 12, top: 12, bottom: 34 }
const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' })

/** 80 → '80', 66.666 → '66.7' (the charts' compact figures). */
const formatPercent = (v: number) => String(Number(v.toFixed(1)))

const rank = (percentile: number | null, n: number) =>
  percentile === null ? '—' : `${ordinal(percentile)} of ${n}`

/** The score of each completed test (oldest first) as a line, with its percentile rank. */
export function ScoreTrendChart({ tests }: { tests: TPerformance['tests'] }) {
  const points = [...tests].sort((a, b) => a.completedAt.localeCompare(b.completedAt))
  // Drawn at its real width, so the axis labels stay 12 px on a phone.
  const [frame, W] = useElementWidth<HTMLDivElement>(640)
  const latest = points[points.length - 1]
  const x = (i: number) =>
    PAD.left +
    (points.length === 1
      ? (W - PAD.left - PAD.right) / 2
      : (i / (points.length - 1)) * (W - PAD.left - PAD.right))
  const y = (v: number) => PAD.top + ((100 - v) / 100) * (H - PAD.top - PAD.bottom)
  // A date label every ~70 px at most.
  const every = Math.max(1, Math.ceil(points.length / Math.max(2, Math.floor((W - 52) / 70))))
  const description = latest
    ? `Score of your last ${points.length} completed tests, oldest first; latest ${formatPercent(latest.percent)}%.`
    : 'No completed tests yet.'
  return (
    <ChartFigure
      title="Score trend"
      summary={
        latest
          ? `Latest test ${formatPercent(latest.percent)}%, ${rank(latest.percentile, latest.n)} completed tests (percentile rank).`
          : 'Complete a test to see your trend.'
      }
      chart={
        <div ref={frame}>
          {points.length ? (
            <svg
              viewBox={`0 0 ${W} ${H}`}
              role="img"
              aria-label={description}
              className="h-auto w-full"
            >
              {[0, 25, 50, 75, 100].map((v) => (
                <g key={v}>
                  <line
                    x1={PAD.left}
                    x2={W - PAD.right}
                    y1={y(v)}
                    y2={y(v)}
                    className="stroke-slate-200"
                  />
                  <text
                    x={PAD.left - 6}
                    y={y(v) + 4}
                    textAnchor="end"
                    className="fill-slate-600 text-[12px]"
                  >
                    {v}%
                  </text>
                </g>
              ))}
              <polyline
                points={points.map((p, i) => `${x(i)},${y(p.percent)}`).join(' ')}
                fill="none"
                className="stroke-brand-700"
                strokeWidth={2.5}
                strokeLinejoin="round"
              />
              {points.map((p, i) => (
                <g key={p.code}>
                  <circle
                    cx={x(i)}
                    cy={y(p.percent)}
                    r={4}
                    className="fill-white stroke-brand-700"
                    strokeWidth={2}
                  />
                  {i % every === 0 || i === points.length - 1 ? (
                    <text
                      x={x(i)}
                      y={H - 12}
                      textAnchor="middle"
                      className="fill-slate-600 text-[12px]"
                    >
                      {dateFormat.format(new Date(p.completedAt))}
                    </text>
                  ) : null}
                </g>
              ))}
            </svg>
          ) : null}
        </div>
      }
      table={
        points.length ? (
          <Table
            caption="Score and percentile rank of each completed test"
            tableClassName="min-w-[28rem]"
            rowKey={(t) => t.code}
            rows={[...points].reverse()}
            columns={[
              { header: 'Test', cell: (t) => t.code },
              { header: 'Completed', cell: (t) => dateFormat.format(new Date(t.completedAt)) },
              { header: 'Score', cell: (t) => `${formatPercent(t.percent)}%` },
              { header: 'Percentile (n)', cell: (t) => rank(t.percentile, t.n) },
              {
                header: 'Seconds per question',
                cell: (t) => (t.averageSeconds === null ? '—' : t.averageSeconds),
              },
            ]}
          />
        ) : null
      }
    />
  )
}

type Bar = { key: string; label: string; percent: number; note: string }

/**
 * Horizontal bars (0–100 %), one per row, each labelled with its figures: HTML rather than a
 * scaled SVG, so the labels keep their size and wrap on a phone.
 */
function Bars({ bars, label }: { bars: Bar[]; label: string }) {
  return (
    <div role="img" aria-label={label} className="space-y-3">
      {bars.map((b) => (
        <div key={b.key}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="font-medium text-ink">{b.label}</span>
            <span className="text-slate-600">{b.note}</span>
          </div>
          <div className="mt-1 h-3 rounded-full bg-slate-100">
            <div
              className="h-3 rounded-full bg-brand-600"
              style={{ width: `${Math.max(0, Math.min(100, b.percent))}%` }}
            />
          </div>
        </div>
      ))}
    </div>
  )
}

/** Score per subject with the student's percentile rank among students in that subject. */
export function SubjectChart({ subjects }: { subjects: TPerformance['subjects'] }) {
  return (
    <ChartFigure
      title="By subject"
      summary="Your score per subject and your percentile rank among students (n students)."
      chart={
        subjects.length ? (
          <Bars
            label={`Score per subject: ${subjects.map((s) => `${s.subject} ${formatPercent(s.percent)}%`).join(', ')}.`}
            bars={subjects.map((s) => ({
              key: s.subject,
              label: s.subject,
              percent: s.percent,
              note: `${formatPercent(s.percent)}% · ${rank(s.percentile, s.n)}`,
            }))}
          />
        ) : (
          <p className="text-sm text-muted">No answered questions yet.</p>
        )
      }
      table={
        subjects.length ? (
          <Table
            caption="Score and percentile rank per subject"
            tableClassName="min-w-[28rem]"
            rowKey={(s) => s.subject}
            rows={subjects}
            columns={[
              { header: 'Subject', cell: (s) => s.subject },
              { header: 'Correct / answered', cell: (s) => `${s.correct} / ${s.answered}` },
              { header: 'Score', cell: (s) => `${formatPercent(s.percent)}%` },
              { header: 'Percentile (n)', cell: (s) => rank(s.percentile, s.n) },
            ]}
          />
        ) : null
      }
    />
  )
}

/** Score per NCLEX client-need category. */
export function ClientNeedChart({ clientNeeds }: { clientNeeds: TPerformance['clientNeeds'] }) {
  return (
    <ChartFigure
      title="By client need"
      summary="Your score in each NCLEX client-need category."
      chart={
        clientNeeds.length ? (
          <Bars
            label={`Score per client need: ${clientNeeds.map((c) => `${c.label} ${formatPercent(c.percent)}%`).join(', ')}.`}
            bars={clientNeeds.map((c) => ({
              key: c.clientNeed,
              label: c.label,
              percent: c.percent,
              note: `${formatPercent(c.percent)}% · ${c.correct}/${c.answered}`,
            }))}
          />
        ) : (
          <p className="text-sm text-muted">No answered questions yet.</p>
        )
      }
      table={
        clientNeeds.length ? (
          <Table
            caption="Score per client-need category"
            tableClassName="min-w-[28rem]"
            rowKey={(c) => c.clientNeed}
            rows={clientNeeds}
            columns={[
              { header: 'Client need', cell: (c) => c.label },
              { header: 'Correct / answered', cell: (c) => `${c.correct} / ${c.answered}` },
              { header: 'Score', cell: (c) => `${formatPercent(c.percent)}%` },
            ]}
          />
        ) : null
      }
    />
  )
}

type PointsRow = TPerformance['clinicalJudgment'][number] | TPerformance['itemTypes'][number]

/**
 * Points earned of possible per group (issue 12 §3): by clinical-judgment step or by item type.
 * Next Gen items count their partial credit, so the bar shows points, not right answers.
 */
export function PointsChart({
  title,
  summary,
  heading,
  rows,
}: {
  title: string
  summary: string
  heading: string
  rows: PointsRow[]
}) {
  const keyOf = (r: PointsRow) => ('step' in r ? r.step : r.type)
  return (
    <ChartFigure
      title={title}
      summary={summary}
      chart={
        rows.length ? (
          <Bars
            label={`${title}: ${rows.map((r) => `${r.label} ${formatPercent(r.percent)}%`).join(', ')}.`}
            bars={rows.map((r) => ({
              key: keyOf(r),
              label: r.label,
              percent: r.percent,
              note: `${formatPercent(r.percent)}% · ${r.points}/${r.possible} points · ${r.items} ${r.items === 1 ? 'item' : 'items'}`,
            }))}
          />
        ) : (
          <p className="text-sm text-muted">No answered questions yet.</p>
        )
      }
      table={
        rows.length ? (
          <Table
            caption={title}
            tableClassName="min-w-[28rem]"
            rowKey={keyOf}
            rows={rows}
            columns={[
              { header: heading, cell: (r) => r.label },
              { header: 'Items', cell: (r) => String(r.items) },
              { header: 'Points / possible', cell: (r) => `${r.points} / ${r.possible}` },
              { header: 'Score', cell: (r) => `${formatPercent(r.percent)}%` },
            ]}
          />
        ) : null
      }
    />
  )
}
