import { useState, type ReactNode } from 'react'
import type { Layout, LayoutRow, ScreensView } from '../../../../shared/core/display'
import { presetOf } from '../../../../shared/core/display'
import { useClient } from '../../common/ClientContext'
import { useConfirm } from '../../common/Dialog'
import { useI18n } from '../../i18n/I18n'
import { LayoutEditor } from './LayoutEditor'

/** The file name a layout exports to. */
const fileName = (name: string): string => `floorclock-layout-${name.replace(/[^\p{L}\p{N}]+/gu, '-')}.json`

function download(name: string, value: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.click()
  URL.revokeObjectURL(url)
}

/**
 * The layouts: the five presets (copy one to change it) and the director's own — edit, delete, export
 * and import as JSON. A layout imported from a file is checked by the core like any other (a clear message if not).
 */
export function Layouts({ view }: { view: ScreensView }): ReactNode {
  const { t, explain } = useI18n()
  const client = useClient()
  const { ask, dialog } = useConfirm()
  const [editing, setEditing] = useState<{ initial: Layout; layoutId?: string } | null>(null)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)

  /** A layout whole, its sponsor image fetched by reference (screens get it so; an editor needs the data). */
  const whole = async (row: LayoutRow): Promise<Layout> => {
    const sponsor = row.layout.sponsor ? await client.query({ type: 'display.media', ref: row.layout.sponsor }) : null
    return { ...row.layout, sponsor: sponsor?.ok ? sponsor.value : null }
  }
  const nameOf = (row: LayoutRow): string => {
    const preset = presetOf(row.id)
    return preset ? t(`displays.preset.${preset}`) : row.name
  }
  const importFile = (file: File | undefined): void => {
    if (!file) return
    void file.text().then(async (text) => {
      let layout: unknown
      try {
        layout = JSON.parse(text)
      } catch {
        return setMessage({ ok: false, text: t('layouts.notJson') })
      }
      const r = await client.command({ command: { type: 'display.layout.save', layout: layout as Layout } })
      setMessage(r.ok ? { ok: true, text: t('layouts.imported') } : { ok: false, text: explain(r.error) })
    })
  }
  const remove = (row: LayoutRow): void =>
    void ask({
      title: t('layouts.deleteConfirm', { name: row.name }),
      body: t('layouts.deleteBody'),
      confirmLabel: t('layouts.delete'),
      danger: true
    }).then(async (yes) => {
      if (!yes) return
      const r = await client.command({ command: { type: 'display.layout.delete', layoutId: row.id } })
      setMessage(r.ok ? { ok: true, text: t('layouts.deleted') } : { ok: false, text: explain(r.error) })
    })

  if (editing)
    return (
      <LayoutEditor
        initial={editing.initial}
        layoutId={editing.layoutId}
        onDone={(saved) => {
          setEditing(null)
          if (saved) setMessage({ ok: true, text: t('layouts.saved') })
        }}
      />
    )
  return (
    <section data-testid="layouts">
      <h2>{t('layouts.title')}</h2>
      {message && (
        <p className={message.ok ? 'muted' : 'error'} role="status" data-testid="layouts-message">
          {message.text}
        </p>
      )}
      <table className="grid">
        <tbody>
          {view.layouts.map((row) => (
            <tr key={row.id} data-testid="layout-row" data-layout={row.id}>
              <td>{nameOf(row)}</td>
              <td>{row.preset ? t('layouts.preset') : ''}</td>
              <td>
                <button
                  onClick={() =>
                    void whole(row).then((l) =>
                      setEditing({ initial: { ...l, name: t('layouts.copyOf', { name: nameOf(row) }).slice(0, 60) } })
                    )
                  }
                >
                  {t('layouts.copy')}
                </button>{' '}
                {!row.preset && (
                  <>
                    <button onClick={() => void whole(row).then((l) => setEditing({ initial: l, layoutId: row.id }))}>
                      {t('layouts.edit')}
                    </button>{' '}
                    <button className="danger" onClick={() => remove(row)}>
                      {t('layouts.delete')}
                    </button>{' '}
                  </>
                )}
                <button onClick={() => void whole(row).then((l) => download(fileName(nameOf(row)), l))}>
                  {t('layouts.export')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <label>
        {t('layouts.import')}{' '}
        <input type="file" accept="application/json,.json" onChange={(e) => importFile(e.target.files?.[0])} />
      </label>
      {dialog}
    </section>
  )
}
