import { useEffect, useMemo, useRef, type ReactNode } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import './charts.css'
import { BB_ZONES, type ChartSeries } from '../../../../shared/core/charts'
import type { ChartLook, ChartPanel, ChartTexts } from './looks'

/**
 * The charts of the evening, drawn with uPlot: players left with entries and re-entries, the average
 * stack in big blinds over its zones, and the structure curve. One component for the admin's overview, the hall
 * display's charts region (big type, thick lines: read from 8 metres) and the phone page. The texts come translated
 * from the caller (each has its own dictionary); nothing here formats a number the chart library does not.
 */
export { DARK_LOOK, LIGHT_LOOK, type ChartLook, type ChartPanel, type ChartTexts } from './looks'

/** The zones under the average stack, from the short stacks up (§ the director's reading: push-or-fold under 10 BB). */
const ZONE_FILLS = ['rgba(229,57,53,0.28)', 'rgba(251,140,0,0.22)', 'rgba(253,216,53,0.16)', 'rgba(67,160,71,0.16)']
const ZONE_SWATCHES = ['#e53935', '#fb8c00', '#fdd835', '#43a047']
/** The zones' own labels are their bounds in big blinds: "<10", "10–20", "20–40", "40+" (digits read in any language). */
const ZONE_LABELS = [
  `<${BB_ZONES[0]}`,
  `${BB_ZONES[0]}–${BB_ZONES[1]}`,
  `${BB_ZONES[1]}–${BB_ZONES[2]}`,
  `${BB_ZONES[2]}+`
]

export function EveningCharts(props: {
  series: ChartSeries
  texts: ChartTexts
  /** Axis font size in px; lines are drawn at about a fifth of it (the hall display passes a large one). */
  font: number
  look: ChartLook
  panels?: ChartPanel[]
  /** 'row': side by side (the hall display's region); 'grid': as many columns as fit (admin, phone). */
  arrange: 'row' | 'grid'
  testId: string
}): ReactNode {
  const { series, texts, font, look, arrange } = props
  const panels = props.panels ?? ['field', 'average', 'structure']
  const line = Math.max(2, Math.round(font / 5))
  const field = series.field
  const empty = field.at.length === 0
  return (
    <div
      className={`charts charts--${arrange}`}
      data-testid={props.testId}
      data-points={field.at.length}
      style={{ fontSize: font, color: look.text }}
    >
      {panels.includes('field') && (
        <Panel
          title={null}
          testId={`${props.testId}-field`}
          legend={[
            { label: texts.players, colour: look.accent, value: field.playersLeft.at(-1) },
            { label: texts.entries, colour: look.entries, value: field.entries.at(-1) },
            { label: texts.reentries, colour: look.reentries, value: field.reentries.at(-1) }
          ]}
          empty={empty ? texts.empty : null}
          data={[field.at, field.playersLeft, field.entries, field.reentries]}
          options={() => ({
            ...base(font, look, true),
            scales: {
              ...scalesOf(font, look),
              y: { range: (_u, _min, max) => [0, max > 0 ? Math.ceil(max * 1.1) : 1] }
            },
            series: [
              {},
              stepped(texts.players, look.accent, line + 1),
              stepped(texts.entries, look.entries, line),
              stepped(texts.reentries, look.reentries, line)
            ]
          })}
          deps={[font, look, line, texts]}
        />
      )}
      {panels.includes('average') && (
        <Panel
          title={texts.average}
          testId={`${props.testId}-average`}
          legend={ZONE_LABELS.map((label, i) => ({ label, colour: ZONE_SWATCHES[i]!, value: undefined }))}
          // What the zones mean, in words, where there is room (the admin, the phone); the hall shows the bounds.
          note={arrange === 'grid' ? texts.zones : null}
          empty={empty || field.averageBB.every((v) => v === null) ? texts.empty : null}
          data={[field.at, field.averageBB]}
          options={() => ({
            ...base(font, look, true),
            // From 0 and at least past the deep zone's bound, so the zones a director reads are always in view.
            scales: {
              ...scalesOf(font, look),
              y: { range: (_u, _min, max) => [0, Math.max(BB_ZONES[2] * 1.25, max * 1.1)] }
            },
            series: [{}, { ...stepped(texts.average, look.accent, line + 1), spanGaps: false }],
            hooks: { drawClear: [zones] }
          })}
          deps={[font, look, line, texts]}
        />
      )}
      {panels.includes('structure') && series.structure && (
        <Panel
          title={texts.structure}
          testId={`${props.testId}-structure`}
          legend={[]}
          empty={null}
          data={structureData(series)}
          options={() => ({
            ...base(font, look, false),
            scales: { x: { time: false }, y: { distr: 3, log: 10 } },
            series: [{ label: texts.minutes }, stepped(texts.structure, look.accent, line + 1)]
          })}
          deps={[font, look, line, texts]}
        />
      )}
    </div>
  )
}

/** The structure as steps: each item's big blind from its start to its end, in minutes of play. */
function structureData(series: ChartSeries): uPlot.AlignedData {
  const s = series.structure!
  const x = [...s.startMin, s.startMin.at(-1)! + s.minutes.at(-1)!]
  const y = [...s.bigBlind, s.bigBlind.at(-1) ?? null]
  return [x, y.map((v) => (v !== null && v > 0 ? v : null))]
}

/** Tick steps of the time axis, in seconds: a minute to three hours. */
const TIME_STEPS = [60, 120, 300, 600, 900, 1800, 3600, 7200, 10800]

function stepped(label: string, colour: string, width: number): uPlot.Series {
  return { label, stroke: colour, width, points: { show: false }, paths: uPlot.paths.stepped!({ align: 1 }) }
}

/** The time scale of the field charts, as `base` sets it (a panel adds its own y scale). */
function scalesOf(font: number, look: ChartLook): uPlot.Scales {
  return base(font, look, true).scales!
}

function base(font: number, look: ChartLook, time: boolean): Omit<uPlot.Options, 'width' | 'height' | 'series'> {
  const axisFont = `${font}px system-ui, sans-serif`
  const axis = (): uPlot.Axis => ({
    stroke: look.muted,
    font: axisFont,
    grid: { stroke: look.grid, width: 1 },
    ticks: { stroke: look.grid, width: 1 },
    space: font * 4
  })
  // The time of day as HH:MM, ticks a minute apart at the least, over ten minutes at the least: one line, any evening.
  const timeAxis: Partial<uPlot.Axis> = time
    ? { incrs: TIME_STEPS, values: (_u, splits) => splits.map((s) => new Date(s * 1000).toTimeString().slice(0, 5)) }
    : {}
  return {
    legend: { show: false },
    cursor: { show: false },
    padding: [font / 2, font, 0, 0],
    scales: {
      x: time ? { time: true, range: (_u, min, max) => [min, Math.max(max, min + 600)] } : { time: false }
    },
    axes: [
      { ...axis(), ...timeAxis, size: font * 2.6 },
      {
        ...axis(), // The labels' width (about 0.62 em a digit) plus the ticks and the gap uPlot leaves before them.
        size: (_self, values) => font * (1.6 + 0.62 * Math.max(2, ...(values ?? []).map((v) => String(v).length)))
      }
    ]
  }
}

/** Shade the big-blind zones behind the average stack (under 10, 10–20, 20–40, over 40 BB). */
function zones(u: uPlot): void {
  const { ctx } = u
  const { left, top, width, height } = u.bbox
  const edges = [0, ...BB_ZONES, Infinity]
  const max = u.scales.y?.max ?? 0
  ctx.save()
  for (let i = 0; i < edges.length - 1; i++) {
    const y0 = u.valToPos(Math.min(edges[i]!, max), 'y', true)
    const y1 = u.valToPos(Math.min(edges[i + 1]!, max), 'y', true)
    const from = Math.max(top, Math.min(y0, y1))
    const to = Math.min(top + height, Math.max(y0, y1))
    if (to <= from) continue
    ctx.fillStyle = ZONE_FILLS[i]!
    ctx.fillRect(left, from, width, to - from)
  }
  ctx.restore()
}

function Panel(props: {
  title: string | null
  testId: string
  legend: Array<{ label: string; colour: string | null; value: number | undefined }>
  empty: string | null
  note?: string | null
  data: uPlot.AlignedData
  options: () => Omit<uPlot.Options, 'width' | 'height'>
  deps: unknown[]
}): ReactNode {
  const plotRef = useRef<HTMLDivElement>(null)
  const plot = useRef<uPlot | null>(null)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the options change only with what `deps` names
  const options = useMemo(props.options, props.deps)
  useEffect(() => {
    const el = plotRef.current
    if (!el || props.empty) return
    const size = (): { width: number; height: number } => ({
      width: Math.max(40, Math.floor(el.clientWidth)),
      height: Math.max(40, Math.floor(el.clientHeight))
    })
    const chart = new uPlot({ ...options, ...size() } as uPlot.Options, props.data, el)
    plot.current = chart
    const observer = new ResizeObserver(() => chart.setSize(size()))
    observer.observe(el)
    return () => {
      observer.disconnect()
      chart.destroy()
      plot.current = null
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- new data redraws on the same plot below
  }, [options, props.empty])
  useEffect(() => {
    plot.current?.setData(props.data)
  }, [props.data])
  return (
    <figure className="charts__panel" data-testid={props.testId}>
      <figcaption className="charts__title">
        {props.title && <span>{props.title}</span>}
        {props.legend.map((l) => (
          <span key={l.label} className="charts__legend">
            {l.colour && <span className="charts__swatch" style={{ background: l.colour }} />}
            {l.label}
            {l.value !== undefined && <b>{l.value}</b>}
          </span>
        ))}
      </figcaption>
      {props.empty ? (
        <div className="charts__empty">{props.empty}</div>
      ) : (
        <div className="charts__plot" ref={plotRef} />
      )}
      {props.note && <p className="charts__note">{props.note}</p>}
    </figure>
  )
}
