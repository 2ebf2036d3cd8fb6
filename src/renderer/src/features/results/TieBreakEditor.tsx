import { useState, type ReactNode } from 'react'
import { TieBreak } from '../../../../shared/core/league'
import { useI18n } from '../../i18n/I18n'

/** §28.7 а–з: the announced tie-breaks, in order; a lot or a shared place ends the list (nothing after applies). */
export function TieBreakEditor({
  value,
  onChange
}: {
  value: TieBreak[]
  onChange: (v: TieBreak[]) => void
}): ReactNode {
  const { t } = useI18n()
  const unused = TieBreak.options.filter((b) => !value.includes(b))
  const [adding, setAdding] = useState<TieBreak | ''>('')
  const pick = adding && unused.includes(adding) ? adding : (unused[0] ?? '')
  const move = (i: number, by: number): void => {
    const next = [...value]
    const [item] = next.splice(i, 1)
    next.splice(i + by, 0, item!)
    onChange(next)
  }
  const terminal = value.findIndex((b) => b === 'lot' || b === 'shared')
  return (
    <div className="series-tiebreaks" data-testid="tiebreak-editor">
      <p className="muted">{t('series.tieBreaks.title')}</p>
      <ol>
        {value.map((b, i) => (
          <li key={b} className={terminal !== -1 && i > terminal ? 'muted' : undefined}>
            <span className="series-tiebreaks__name">{t(`rating.tieBreak.${b}`)}</span>
            <button
              type="button"
              className="link"
              disabled={i === 0}
              onClick={() => move(i, -1)}
              aria-label={`${t('series.tieBreaks.up')}: ${t(`rating.tieBreak.${b}`)}`}
            >
              ↑
            </button>
            <button
              type="button"
              className="link"
              disabled={i === value.length - 1}
              onClick={() => move(i, 1)}
              aria-label={`${t('series.tieBreaks.down')}: ${t(`rating.tieBreak.${b}`)}`}
            >
              ↓
            </button>
            <button
              type="button"
              className="link"
              onClick={() => onChange(value.filter((x) => x !== b))}
              aria-label={`${t('series.tieBreaks.remove')}: ${t(`rating.tieBreak.${b}`)}`}
            >
              ✕
            </button>
          </li>
        ))}
      </ol>
      {value.length === 0 && <p className="error">{t('series.tieBreaks.none')}</p>}
      {terminal !== -1 && terminal < value.length - 1 && (
        <p className="warn series-small">{t('series.tieBreaks.terminal')}</p>
      )}
      {unused.length > 0 && (
        <div className="row">
          <select
            value={pick}
            onChange={(e) => setAdding(e.target.value as TieBreak)}
            aria-label={t('series.tieBreaks.add')}
            data-testid="tiebreak-pick"
          >
            {unused.map((b) => (
              <option key={b} value={b}>
                {t(`rating.tieBreak.${b}`)}
              </option>
            ))}
          </select>
          <button type="button" onClick={() => pick && onChange([...value, pick])}>
            {t('series.tieBreaks.add')}
          </button>
        </div>
      )}
    </div>
  )
}
