import { useMemo, useState, type ReactNode } from 'react'
import { FONT_IDS, type Layout, type LayoutColours } from '../../../../shared/core/display'
import type { PublicDisplay } from '../../../../shared/core/views'
import { useClient, useSubscription } from '../../common/ClientContext'
import { HallScreen } from '../../apps/hall/HallScreen'
import { HallI18nProvider } from '../../apps/hall/i18n'
import { useI18n } from '../../i18n/I18n'

/** The screen sizes a layout is previewed at (the geometry test's sizes). */
const SIZES = [
  [1920, 1080],
  [1366, 768],
  [1280, 720],
  [1024, 768],
  [3840, 2160],
  [1080, 1920],
  [390, 844]
] as const
const PREVIEW_WIDTH = 560
const PREVIEW_HEIGHT = 480
const DARK: LayoutColours = {
  background: '#0b0d12',
  text: '#eef2f8',
  muted: '#9aa6b8',
  accent: '#f5c542',
  panel: '#151a24',
  warning: '#ff5c5c',
  break: '#4cc38a'
}

function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list]
  const to = index + by
  if (to < 0 || to >= next.length) return next
  ;[next[index], next[to]] = [next[to]!, next[index]!]
  return next
}

/**
 * The layout editor: show or hide regions and tiles, reorder and resize them, colours, font, a text line,
 * a sponsor image, previewed live at a chosen screen size on the displayed tournament. The layout engine keeps the
 * clock's law whatever is chosen here, and the time cannot be hidden.
 */
export function LayoutEditor(props: {
  initial: Layout
  layoutId: string | undefined
  onDone: (saved: boolean) => void
}): ReactNode {
  const { t, explain, language } = useI18n()
  const client = useClient()
  const [layout, setLayout] = useState<Layout>(props.initial)
  const [size, setSize] = useState(0)
  const [problem, setProblem] = useState<string | null>(null)
  const set = (change: Partial<Layout>): void => setLayout((l) => ({ ...l, ...change }))
  const view = useSubscription({ topic: 'display' }) as PublicDisplay | undefined
  // The preview draws the charts region with the displayed tournament's charts when the layout shows it.
  const previewCharts = layout.regions.some((r) => r.id === 'charts' && r.show) ? view?.tournament?.id : undefined
  const charts = useSubscription(previewCharts ? { topic: 'charts', tournamentId: previewCharts } : null)
  const [width, height] = SIZES[size]!
  const scale = Math.min(PREVIEW_WIDTH / width, PREVIEW_HEIGHT / height)
  const serverNow = useMemo(() => () => Date.now() + client.serverOffsetMs(), [client])
  const hallLanguage = language === 'ru' ? 'ru' : 'en'

  const save = (): void =>
    void client
      .command({
        command: { type: 'display.layout.save', layout, ...(props.layoutId ? { layoutId: props.layoutId } : {}) }
      })
      .then((r) => (r.ok ? props.onDone(true) : setProblem(explain(r.error))))
  const readSponsor = (file: File | undefined): void => {
    if (!file) return
    const reader = new FileReader()
    reader.onload = () => set({ sponsor: String(reader.result) })
    reader.readAsDataURL(file)
  }

  return (
    <section className="layout-editor" data-testid="layout-editor">
      <h2>{props.layoutId ? t('layouts.edit') : t('layouts.new')}</h2>
      {problem && (
        <p className="error" role="alert" data-testid="layout-problem">
          {problem}
        </p>
      )}
      <div className="layout-editor__body" style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 380 }}>
          <label className="block">
            {t('layouts.name')}
            <input value={layout.name} maxLength={60} onChange={(e) => set({ name: e.target.value })} />
          </label>
          <fieldset>
            <legend>{t('layouts.regions')}</legend>
            {layout.regions.map((r, i) => (
              <div
                key={r.id}
                data-testid={`layout-region-${r.id}`}
                style={{ display: 'flex', gap: 6, alignItems: 'center' }}
              >
                <label className="check">
                  <input
                    type="checkbox"
                    checked={r.show}
                    disabled={r.id === 'time'}
                    onChange={(e) =>
                      set({ regions: layout.regions.map((x, j) => (j === i ? { ...x, show: e.target.checked } : x)) })
                    }
                  />{' '}
                  {t(`layouts.region.${r.id}`)}
                </label>{' '}
                <input
                  type="number"
                  aria-label={t('layouts.size', { name: t(`layouts.region.${r.id}`) })}
                  min={0.5}
                  max={2}
                  step={0.1}
                  value={r.size}
                  style={{ width: 64 }}
                  onChange={(e) => {
                    const value = Math.min(2, Math.max(0.5, Number(e.target.value) || 1))
                    set({ regions: layout.regions.map((x, j) => (j === i ? { ...x, size: value } : x)) })
                  }}
                />{' '}
                <button aria-label={t('layouts.up')} onClick={() => set({ regions: move(layout.regions, i, -1) })}>
                  ↑
                </button>
                <button aria-label={t('layouts.down')} onClick={() => set({ regions: move(layout.regions, i, 1) })}>
                  ↓
                </button>
              </div>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('layouts.tiles')}</legend>
            {layout.tiles.map((tile, i) => (
              <div key={tile.id} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={tile.show}
                    onChange={(e) =>
                      set({ tiles: layout.tiles.map((x, j) => (j === i ? { ...x, show: e.target.checked } : x)) })
                    }
                  />{' '}
                  {t(`layouts.tile.${tile.id}`)}
                </label>{' '}
                <button aria-label={t('layouts.up')} onClick={() => set({ tiles: move(layout.tiles, i, -1) })}>
                  ↑
                </button>
                <button aria-label={t('layouts.down')} onClick={() => set({ tiles: move(layout.tiles, i, 1) })}>
                  ↓
                </button>
              </div>
            ))}
          </fieldset>
          <label className="block">
            {t('layouts.side')}
            <select value={layout.side} onChange={(e) => set({ side: e.target.value as Layout['side'] })}>
              {(['none', 'strip', 'structure', 'both'] as const).map((s) => (
                <option key={s} value={s}>
                  {t(`layouts.side.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="check">
            <input type="checkbox" checked={layout.ticker} onChange={(e) => set({ ticker: e.target.checked })} />{' '}
            {t('layouts.ticker')}
          </label>
          <label className="block">
            {t('layouts.font')}
            <select value={layout.font} onChange={(e) => set({ font: e.target.value as Layout['font'] })}>
              {FONT_IDS.map((f) => (
                <option key={f} value={f}>
                  {t(`layouts.font.${f}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={layout.colours !== null}
              onChange={(e) => set({ colours: e.target.checked ? DARK : null })}
            />{' '}
            {t('layouts.ownColours')}
          </label>
          {layout.colours && (
            <div>
              {(Object.keys(layout.colours) as (keyof LayoutColours)[]).map((k) => (
                <label key={k} className="check" style={{ marginRight: 8 }}>
                  <input
                    type="color"
                    value={layout.colours![k]}
                    onChange={(e) => set({ colours: { ...layout.colours!, [k]: e.target.value } })}
                  />{' '}
                  {t(`layouts.colour.${k}`)}
                </label>
              ))}
            </div>
          )}
          <label className="block">
            {t('layouts.textLine')}
            <input value={layout.textLine} maxLength={200} onChange={(e) => set({ textLine: e.target.value })} />
          </label>
          <label className="block">
            {t('layouts.sponsor')}
            <input type="file" accept="image/*" onChange={(e) => readSponsor(e.target.files?.[0])} />
          </label>
          {layout.sponsor && <button onClick={() => set({ sponsor: null })}>{t('layouts.sponsorRemove')}</button>}
          <div className="actions">
            <button className="primary" onClick={save}>
              {t('layouts.save')}
            </button>{' '}
            <button onClick={() => props.onDone(false)}>{t('app.close')}</button>
          </div>
        </div>
        <div>
          <label className="block">
            {t('layouts.previewAt')}{' '}
            <select value={size} onChange={(e) => setSize(Number(e.target.value))} data-testid="layout-preview-size">
              {SIZES.map(([w, h], i) => (
                <option key={i} value={i}>
                  {w}×{h}
                </option>
              ))}
            </select>
          </label>
          <div
            data-testid="layout-preview"
            style={{ width: width * scale, height: height * scale, overflow: 'hidden', border: '1px solid #444' }}
          >
            <div style={{ width, height, transform: `scale(${scale})`, transformOrigin: '0 0' }}>
              {view ? (
                <HallI18nProvider language={hallLanguage}>
                  <HallScreen
                    view={view}
                    layout={layout}
                    viewport={{ width, height }}
                    serverNow={serverNow}
                    media={{ logo: null, sponsor: layout.sponsor }}
                    charts={previewCharts ? (charts ?? null) : null}
                  />
                </HallI18nProvider>
              ) : null}
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
