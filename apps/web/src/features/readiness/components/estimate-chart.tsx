import type { TReadinessResultDto } from '@nurseready/shared/schemas/readiness'
import { useId } from 'react'
import { formatLogits } from '../texts'

const W = 640
const H = 260
const PAD = { left: 50, right: 12, top: 12, bottom: 40 }

/**
 * The ability estimate after every item with its 95 % interval (shaded) and the passing
 * standard (dashed). The SVG is described for screen readers; the same numbers are in a table.
 */
export function EstimateChart({ result }: { result: TReadinessResultDto }) {
  const titleId = useId()
  const descId = useId()
  const trace = result.trace
  if (trace.length === 0) return <p className="text-muted">No answers were recorded.</p>
  const lows = trace.map((p) => p.low)
  const highs = trace.map((p) => p.high)
  const min = Math.floor(Math.max(-4, Math.min(...lows, result.passingStandard) - 0.2))
  const max = Math.ceil(Math.min(4, Math.max(...highs, result.passingStandard) + 0.2))
  const x = (i: number) =>
    PAD.left + (trace.length === 1 ? 0 : (i / (trace.length - 1)) * (W - PAD.left - PAD.right))
  const y = (v: number) =>
    PAD.top + ((max - Math.min(max, Math.max(min, v))) / (max - min)) * (H - PAD.top - PAD.bottom)
  const band = [
    ...trace.map((p, i) => `${x(i)},${y(p.high)}`),
    ...trace.map((p, i) => `${x(i)},${y(p.low)}`).reverse(),
  ].join(' ')
  const line = trace.map((p, i) => `${x(i)},${y(p.theta)}`).join(' ')
  const ticks = Array.from({ length: max - min + 1 }, (_, i) => min + i)
  const every = Math.max(1, Math.ceil(trace.length / 6 / 5) * 5)
  return (
    <figure className="space-y-3">
      {/* Scrolls sideways on narrow screens: focusable so the keyboard can scroll it. */}
      <section
        aria-label="Ability estimate chart"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
        tabIndex={0}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          className="h-auto w-full min-w-[480px]"
        >
          <title id={titleId}>Ability estimate after every question</title>
          <desc id={descId}>
            {`After ${trace.length} questions the estimate is ${formatLogits(result.theta)} logits, 95 % range ${formatLogits(result.interval.low)} to ${formatLogits(result.interval.high)}; the passing standard is ${formatLogits(result.passingStandard)}. The table below lists every point.`}
          </desc>
          {ticks.map((t) => (
            <g key={t}>
              <line
                x1={PAD.left}
                x2={W - PAD.right}
                y1={y(t)}
                y2={y(t)}
                className="stroke-slate-200"
              />
              <text
                x={PAD.left - 8}
                y={y(t) + 4}
                textAnchor="end"
                className="fill-slate-600 text-[15px]"
              >
                {formatLogits(t).replace('.00', '')}
              </text>
            </g>
          ))}
          {trace.map((p, i) =>
            (i + 1) % every === 0 || i === 0 ? (
              <text
                key={p.position}
                x={x(i)}
                y={H - PAD.bottom + 20}
                textAnchor="middle"
                className="fill-slate-600 text-[15px]"
              >
                {p.position}
              </text>
            ) : null,
          )}
          <text x={W / 2} y={H - 4} textAnchor="middle" className="fill-slate-600 text-[15px]">
            Question
          </text>
          <polygon points={band} className="fill-brand-200/60" />
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={y(result.passingStandard)}
            y2={y(result.passingStandard)}
            strokeDasharray="6 4"
            className="stroke-slate-700"
            strokeWidth={1.5}
          />
          <polyline points={line} fill="none" className="stroke-brand-700" strokeWidth={2} />
        </svg>
      </section>
      <figcaption className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
        <span>
          <span
            aria-hidden="true"
            className="mr-1 inline-block h-0.5 w-5 bg-brand-700 align-middle"
          />
          Ability estimate
        </span>
        <span>
          <span
            aria-hidden="true"
            className="mr-1 inline-block h-3 w-5 bg-brand-200 align-middle"
          />
          95 % range
        </span>
        <span>
          <span
            aria-hidden="true"
            className="mr-1 inline-block w-5 border-t-2 border-dashed border-slate-700 align-middle"
          />
          Passing standard ({formatLogits(result.passingStandard)})
        </span>
      </figcaption>
      <details className="rounded-lg border border-slate-200 bg-white p-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">
          Show the numbers as a table
        </summary>
        <div className="mt-3 max-h-80 overflow-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Ability estimate and 95 % range after every question
            </caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-1 pr-3">
                  Question
                </th>
                <th scope="col" className="py-1 pr-3">
                  Estimate
                </th>
                <th scope="col" className="py-1 pr-3">
                  95 % range
                </th>
              </tr>
            </thead>
            <tbody>
              {trace.map((p) => (
                <tr key={p.position} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {p.position}
                  </th>
                  <td className="py-1 pr-3 tabular-nums">{formatLogits(p.theta)}</td>
                  <td className="py-1 pr-3 tabular-nums">
                    {formatLogits(p.low)} to {formatLogits(p.high)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
