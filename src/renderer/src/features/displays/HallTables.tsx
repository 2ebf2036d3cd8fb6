import { useState, type ReactNode } from 'react'
import type { ScreensView } from '../../../../shared/core/display'
import { useClient } from '../../common/ClientContext'
import { useI18n } from '../../i18n/I18n'

/**
 * The hall's names of its table numbers ("Window", "Red 3"): the number stays what the floor calls out (§8.1); screens
 * and seat cards show the name beside it. Each name given, corrected or taken away is a journal record.
 */
export function HallTables({ view }: { view: ScreensView }): ReactNode {
  const { t, explain } = useI18n()
  const client = useClient()
  const [number, setNumber] = useState('')
  const [name, setName] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const save = (table: number, text: string): void =>
    void client.command({ command: { type: 'display.table.name', number: table, name: text } }).then((r) => {
      setMessage(r.ok ? { ok: true, text: t('hallTables.saved', { table }) } : { ok: false, text: explain(r.error) })
      if (r.ok) {
        setNumber('')
        setName('')
      }
    })
  return (
    <section data-testid="hall-tables">
      <h2>{t('hallTables.title')}</h2>
      <p className="muted">{t('hallTables.explain')}</p>
      {message && (
        <p className={message.ok ? 'muted' : 'error'} role="status" data-testid="hall-tables-message">
          {message.text}
        </p>
      )}
      {view.tableNames.length > 0 && (
        <table className="grid">
          <tbody>
            {view.tableNames.map((row) => (
              <tr key={row.number} data-testid="hall-table">
                <td>{t('hallTables.table', { table: row.number })}</td>
                <td>{row.name}</td>
                <td>
                  <button className="link" onClick={() => save(row.number, '')}>
                    {t('hallTables.remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault()
          const table = Number(number)
          if (Number.isInteger(table) && table >= 1) save(table, name.trim())
          else setMessage({ ok: false, text: t('hallTables.numberNeeded') })
        }}
      >
        <label>
          {t('hallTables.number')}{' '}
          <input type="number" min={1} max={999} value={number} onChange={(e) => setNumber(e.target.value)} />
        </label>{' '}
        <label>
          {t('hallTables.name')}{' '}
          <input
            maxLength={24}
            placeholder={t('hallTables.namePlaceholder')}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </label>{' '}
        <button type="submit">{t('hallTables.save')}</button>
      </form>
    </section>
  )
}
