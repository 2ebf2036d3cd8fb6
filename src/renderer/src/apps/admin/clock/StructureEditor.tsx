import { useMemo, useState, type ReactNode } from 'react'
import {
  generateStructure,
  AnteKind,
  Break,
  Level as LevelSchema,
  levelNumbers,
  Structure,
  type Level,
  type StructureInput,
  type StructureItem,
  TEMPLATE_NAMES,
  TEMPLATES,
  type TemplateName,
  structureFromCsv,
  structureFromJson,
  structureToCsv,
  structureToJson,
  structureIssues
} from '../../../../../shared/core/clock'
import { describeIssue } from '../../../../../shared/core/issues'
import { isMessageKey, type MessageKey } from '../../../../../shared/i18n'
import { maxLengthOf } from '../../../common/limits'
import { NumberInput } from '../../../common/NumberInput'
import { useI18n } from '../../../i18n/I18n'
import type { SpreadsheetReading } from '../../../../../shared/core/clock'
import { useRecord } from './useRecord'
import { useSubscription } from '../../../common/ClientContext'
import { useAdminPath } from '../../../common/useAdminPath'
import { lateCloseInStructure } from '../../../../../shared/core/registration'

type Draft = StructureInput['items']

/**
 * Late registration has one home, the entry terms (§5.1 з, §7.7; docs/decisions.md): a level's old "late reg ends"
 * mark (records and files made before) is not kept in the draft, so it is neither shown nor recorded again.
 */
const withoutLateMark = (items: Draft): Draft =>
  items.map((item) => {
    if (item.kind !== 'level' || item.lateRegistrationEnds === undefined) return { ...item }
    const { lateRegistrationEnds: _dropped, ...rest } = item
    return rest
  })

const blankLevel = (previous?: Level): Level => ({
  kind: 'level',
  seconds: previous?.seconds ?? 1200,
  smallBlind: previous ? previous.bigBlind : 100,
  bigBlind: previous ? previous.bigBlind * 2 : 200,
  ante: previous && previous.anteKind !== 'none' ? previous.bigBlind * 2 : 0,
  anteKind: previous?.anteKind ?? 'none'
})

/**
 * The structure editor (§5.1): add, insert, duplicate, delete, reorder, edit in place; multiply blinds from level N;
 * one duration for all levels; templates and the generator; JSON/CSV import and export. Validated as you type; after
 * the start a change needs a reason and is recorded (§5.2).
 */
export function StructureEditor({
  tournamentId,
  structure,
  started,
  startingStack
}: {
  tournamentId: string
  structure: Structure | null
  started: boolean
  startingStack: number
}): ReactNode {
  const { t, language } = useI18n()
  const { record, message } = useRecord()
  // The template's colour-up notes in the admin's language: they are recorded as the director's own words.
  const colourUp = (chip: number): string => t('clock.template.colourUp', { chip })
  const [items, setItems] = useState<Draft>(() =>
    withoutLateMark(structure?.items ?? TEMPLATES['nlhe-regular'](colourUp).items)
  )
  const [reason, setReason] = useState('')
  const [reading, setReading] = useState<SpreadsheetReading | null>(null)
  const [factor, setFactor] = useState(2)
  const [fromLevel, setFromLevel] = useState(1)
  const [allMinutes, setAllMinutes] = useState(20)
  const [template, setTemplate] = useState<TemplateName>('nlhe-regular')
  const [importError, setImportError] = useState<string | null>(null)
  const [gen, setGen] = useState({
    expectedEntries: 100,
    targetMinutes: 360,
    levelMinutes: 20,
    chips: '25,100,500,1000,5000',
    breakEveryLevels: 4,
    breakMinutes: 15,
    anteFromLevel: 4
  })

  const parsed = useMemo(() => Structure.safeParse({ items }), [items])
  const issues = parsed.success ? structureIssues(parsed.data) : []
  const numbers = parsed.success ? levelNumbers(parsed.data) : []
  const dirty =
    parsed.success &&
    JSON.stringify(parsed.data) !==
      JSON.stringify(structure && { ...structure, items: withoutLateMark(structure.items) })
  // Where late registration closes, as the entry terms say: shown on its row, changed only there.
  const registration = useSubscription({ topic: 'registration', tournamentId })
  const [path, go] = useAdminPath()
  const lateClose = registration && parsed.success ? lateCloseInStructure(registration.terms, parsed.data) : null
  const toTerms = (): void => go({ ...path, tournamentId, tab: 'terms' })
  const lateMark = (index: number): ReactNode =>
    lateClose?.at === 'item' && lateClose.index === index ? (
      <span className="badge" data-testid="structure-late-close">
        {t(lateClose.level === null ? 'clock.structure.lateClosesBreak' : 'clock.structure.lateClosesLevel')}{' '}
        <button type="button" className="link" onClick={toTerms}>
          {t('clock.structure.lateSetInTerms')}
        </button>
      </span>
    ) : null
  const [showAdvanced, setShowAdvanced] = useState(false)
  const advanced =
    showAdvanced ||
    items.some(
      (i) => i.kind === 'level' && (i.smallBet !== undefined || i.bringIn !== undefined || i.pointValue !== undefined)
    )

  const update = (index: number, patch: Partial<StructureItem>): void =>
    setItems((all) => all.map((item, i) => (i === index ? ({ ...item, ...patch } as StructureItem) : item)))
  const move = (index: number, delta: number): void =>
    setItems((all) => {
      const next = [...all]
      const target = index + delta
      if (target < 0 || target >= next.length) return all
      ;[next[index], next[target]] = [next[target]!, next[index]!]
      return next
    })
  const insertAt = (index: number, item: Draft[number]): void =>
    setItems((all) => [...all.slice(0, index), item, ...all.slice(index)])
  const lastLevelBefore = (index: number): Level | undefined =>
    [...items.slice(0, index)].reverse().find((i): i is Level => i.kind === 'level' && 'anteKind' in i) as
      Level | undefined

  /** A typed amount: empty is 0; what is no number stays NaN so the check below names it. */
  const num = (value: number | undefined): number => (value === undefined ? 0 : value)
  const download = (name: string, text: string, type: string): void => {
    const url = URL.createObjectURL(new Blob([text], { type }))
    const a = document.createElement('a')
    a.href = url
    a.download = name
    a.click()
    URL.revokeObjectURL(url)
  }

  const parseError = parsed.success ? null : parsed.error.issues[0]
  /** The column a refusal is about, in words: "Big blind: At least 0". */
  const columnName = (field: string): string => {
    const key = `clock.structure.${field === 'seconds' ? 'minutes' : field}`
    return isMessageKey(key) ? `${t(key)}: ` : ''
  }
  return (
    <section className="card" data-testid="structure-editor">
      <h2>{t('clock.structure.title')}</h2>
      <div className="row">
        <select
          aria-label={t('clock.structure.template')}
          value={template}
          onChange={(e) => setTemplate(e.target.value as TemplateName)}
        >
          {TEMPLATE_NAMES.map((name) => (
            <option key={name} value={name}>
              {t(`clock.template.${name}`)}
            </option>
          ))}
        </select>
        <button onClick={() => setItems(TEMPLATES[template](colourUp).items)}>
          {t('clock.structure.useTemplate')}
        </button>
        <button
          onClick={() =>
            download(
              'structure.json',
              structureToJson(parsed.success ? parsed.data : { items: [] }),
              'application/json'
            )
          }
          disabled={!parsed.success}
        >
          {t('clock.structure.exportJson')}
        </button>
        <button
          onClick={() => parsed.success && download('structure.csv', structureToCsv(parsed.data, language), 'text/csv')}
          disabled={!parsed.success}
        >
          {t('clock.structure.exportCsv')}
        </button>
        <label>
          {t('clock.structure.import')}{' '}
          <input
            type="file"
            accept=".json,.csv,application/json,text/csv"
            onChange={(e) => {
              const file = e.target.files?.[0]
              if (!file) return
              void file.text().then((text) => {
                const r = file.name.toLowerCase().endsWith('.csv') ? structureFromCsv(text) : structureFromJson(text)
                if (r.ok) {
                  setItems(withoutLateMark(r.structure.items))
                  setImportError(null)
                  setReading(r.reading ?? null)
                } else {
                  setReading(null)
                  const message = r.code
                    ? t(`clock.structure.sheet.refused.${r.code}`, { value: r.value ?? '' })
                    : r.message
                  setImportError(t('clock.structure.importError', { line: r.line, message }))
                }
              })
            }}
          />
        </label>
      </div>
      {importError && (
        <p className="error" role="alert">
          {importError}
        </p>
      )}
      {reading && <SpreadsheetNote reading={reading} onClose={() => setReading(null)} />}
      <details>
        <summary>{t('clock.structure.generator')}</summary>
        <div className="row">
          {(
            [
              'expectedEntries',
              'targetMinutes',
              'levelMinutes',
              'breakEveryLevels',
              'breakMinutes',
              'anteFromLevel'
            ] as const
          ).map((key) => (
            <label key={key}>
              {t(`clock.generator.${key}`)}{' '}
              <input
                type="number"
                min={0}
                value={gen[key]}
                onChange={(e) => setGen({ ...gen, [key]: Number(e.target.value) })}
              />
            </label>
          ))}
          <label>
            {t('clock.generator.chips')}{' '}
            <input
              maxLength={200}
              value={gen.chips}
              onChange={(e) => setGen({ ...gen, chips: e.target.value })}
              style={{ width: '14rem' }}
            />
          </label>
          <button
            onClick={() => {
              const chips = gen.chips
                .split(/[,\s]+/)
                .map(Number)
                .filter((n) => n > 0)
              if (chips.length === 0 || gen.levelMinutes <= 0 || gen.breakEveryLevels <= 0) return
              setItems(generateStructure({ ...gen, startingStack, chips }).items)
            }}
          >
            {t('clock.generator.propose')}
          </button>
        </div>
      </details>
      <div className="row">
        <label>
          {t('clock.structure.multiplyFrom')}{' '}
          <input type="number" min={1} value={fromLevel} onChange={(e) => setFromLevel(Number(e.target.value))} />
        </label>
        <label>
          ×{' '}
          <input
            type="number"
            min={0.1}
            step={0.1}
            value={factor}
            onChange={(e) => setFactor(Number(e.target.value))}
          />
        </label>
        <button
          onClick={() => {
            let n = 0
            setItems((all) =>
              all.map((item) => {
                if (item.kind !== 'level') return item
                n += 1
                if (n < fromLevel) return item
                const m = (v: number | undefined): number | undefined =>
                  v === undefined ? undefined : Math.round(v * factor)
                return {
                  ...item,
                  smallBlind: m(item.smallBlind)!,
                  bigBlind: m(item.bigBlind)!,
                  ante: m(item.ante ?? 0)!,
                  smallBet: m(item.smallBet),
                  bigBet: m(item.bigBet),
                  bringIn: m(item.bringIn),
                  complete: m(item.complete)
                }
              })
            )
          }}
        >
          {t('clock.structure.multiply')}
        </button>
        <label>
          {t('clock.structure.allMinutes')}{' '}
          <input type="number" min={1} value={allMinutes} onChange={(e) => setAllMinutes(Number(e.target.value))} />
        </label>
        <button
          onClick={() =>
            setItems((all) =>
              all.map((item) => (item.kind === 'level' ? { ...item, seconds: Math.round(allMinutes * 60) } : item))
            )
          }
        >
          {t('clock.structure.applyAll')}
        </button>
      </div>
      {lateClose && lateClose.at !== 'item' && (
        <p className="muted" data-testid="structure-late-close">
          {lateClose.at === 'start'
            ? t('clock.structure.lateNone')
            : lateClose.at === 'cap'
              ? t('clock.structure.lateAtCap', { cap: lateClose.cap ?? '—' })
              : lateClose.level === null
                ? t('clock.structure.lateNoBreak')
                : t('clock.structure.lateBeyond', { level: lateClose.level, levels: lateClose.levels })}{' '}
          <button type="button" className="link" onClick={toTerms}>
            {t('clock.structure.lateSetInTerms')}
          </button>
        </p>
      )}
      <table className="grid structure-table">
        <thead>
          <tr>
            <th>#</th>
            <th>{t('clock.structure.minutes')}</th>
            <th>{t('clock.structure.smallBlind')}</th>
            <th>{t('clock.structure.bigBlind')}</th>
            <th>{t('clock.structure.ante')}</th>
            <th>{t('clock.structure.anteKind')}</th>
            {advanced && <th>{t('clock.structure.limits')}</th>}
            {advanced && <th>{t('clock.structure.stud')}</th>}
            <th>{t('clock.structure.gameOrLabel')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {items.map((item, i) => {
            const rowIssues = issues.filter((x) => x.index === i)
            return (
              <tr key={i} data-testid={`structure-row-${i}`}>
                <td>{item.kind === 'level' ? (numbers[i] ?? i + 1) : '☕'}</td>
                <td>
                  <NumberInput
                    aria-label={t('clock.structure.minutes')}
                    value={item.seconds / 60}
                    onValue={(v) => update(i, { seconds: v === undefined ? NaN : Math.round(v * 60) })}
                  />
                </td>
                {item.kind === 'level' ? (
                  <>
                    <td>
                      <NumberInput
                        aria-label={t('clock.structure.smallBlind')}
                        value={item.smallBlind}
                        empty={0}
                        onValue={(v) => update(i, { smallBlind: num(v) })}
                      />
                    </td>
                    <td>
                      <NumberInput
                        aria-label={t('clock.structure.bigBlind')}
                        value={item.bigBlind}
                        empty={0}
                        onValue={(v) => update(i, { bigBlind: num(v) })}
                      />
                    </td>
                    <td>
                      <NumberInput
                        aria-label={t('clock.structure.ante')}
                        value={item.ante ?? 0}
                        empty={0}
                        onValue={(v) => update(i, { ante: num(v) })}
                      />
                    </td>
                    <td>
                      <select
                        aria-label={t('clock.structure.anteKind')}
                        value={item.anteKind ?? 'none'}
                        onChange={(e) => update(i, { anteKind: e.target.value as AnteKind })}
                      >
                        {AnteKind.options.map((k) => (
                          <option key={k} value={k}>
                            {t(`clock.anteKind.${k}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                    {advanced && (
                      <td>
                        <NumberInput
                          aria-label={t('clock.structure.smallBet')}
                          value={item.smallBet}
                          onValue={(v) => update(i, { smallBet: v })}
                        />
                        <NumberInput
                          aria-label={t('clock.structure.bigBet')}
                          value={item.bigBet}
                          onValue={(v) => update(i, { bigBet: v })}
                        />
                      </td>
                    )}
                    {advanced && (
                      <td>
                        <NumberInput
                          aria-label={t('clock.structure.bringIn')}
                          value={item.bringIn}
                          onValue={(v) => update(i, { bringIn: v })}
                        />
                        <NumberInput
                          aria-label={t('clock.structure.complete')}
                          value={item.complete}
                          onValue={(v) => update(i, { complete: v })}
                        />
                        <NumberInput
                          aria-label={t('clock.structure.pointValue')}
                          value={item.pointValue}
                          onValue={(v) => update(i, { pointValue: v })}
                        />
                      </td>
                    )}
                    <td>
                      <input
                        aria-label={t('clock.structure.game')}
                        maxLength={maxLengthOf(LevelSchema.shape.game)}
                        value={item.game ?? ''}
                        onChange={(e) => update(i, { game: e.target.value || undefined })}
                      />
                      {/* BFSP §4.7: a mixed event's level may name its own limit. */}
                      <select
                        aria-label={t('stakes.bettingLabel')}
                        value={item.betting ?? ''}
                        onChange={(e) =>
                          update(i, { betting: (e.target.value || undefined) as Level['betting'] | undefined })
                        }
                      >
                        <option value="">{t('stakes.bettingOfTournament')}</option>
                        {(['no-limit', 'pot-limit', 'fixed-limit'] as const).map((b) => (
                          <option key={b} value={b}>
                            {t(`stakes.betting.${b}`)}
                          </option>
                        ))}
                      </select>
                      {lateMark(i)}
                    </td>
                  </>
                ) : (
                  <>
                    <td colSpan={advanced ? 6 : 4}>
                      <input
                        style={{ width: '100%' }}
                        aria-label={t('clock.structure.colorUp')}
                        placeholder={t('clock.structure.colorUp')}
                        maxLength={maxLengthOf(Break.shape.colorUp)}
                        value={item.colorUp ?? ''}
                        onChange={(e) => update(i, { colorUp: e.target.value || undefined })}
                      />
                    </td>
                    <td>
                      <input
                        aria-label={t('clock.structure.label')}
                        placeholder={t('clock.break')}
                        maxLength={maxLengthOf(Break.shape.label)}
                        value={item.label ?? ''}
                        onChange={(e) => update(i, { label: e.target.value })}
                      />
                      <label>
                        <input
                          type="checkbox"
                          style={{ width: 'auto' }}
                          checked={!!item.addOn}
                          onChange={(e) => update(i, { addOn: e.target.checked || undefined })}
                        />{' '}
                        {t('clock.structure.addOn')}
                      </label>
                      {lateMark(i)}
                    </td>
                  </>
                )}
                <td style={{ whiteSpace: 'nowrap' }}>
                  <button title={t('clock.structure.up')} onClick={() => move(i, -1)}>
                    ↑
                  </button>
                  <button title={t('clock.structure.down')} onClick={() => move(i, 1)}>
                    ↓
                  </button>
                  <button title={t('clock.structure.duplicate')} onClick={() => insertAt(i + 1, { ...item })}>
                    2×
                  </button>
                  <button
                    title={t('clock.structure.insertLevel')}
                    onClick={() => insertAt(i, blankLevel(lastLevelBefore(i)))}
                  >
                    +L
                  </button>
                  <button
                    title={t('clock.structure.insertBreak')}
                    onClick={() => insertAt(i, { kind: 'break', seconds: 900, label: '' })}
                  >
                    +☕
                  </button>
                  <button
                    title={t('clock.structure.delete')}
                    onClick={() => setItems((all) => all.filter((_, j) => j !== i))}
                  >
                    ✕
                  </button>
                  {rowIssues.map((x) => (
                    <div key={x.code} className="error" role="alert">
                      {isMessageKey(x.code) ? t(x.code, x.params) : x.code}
                    </div>
                  ))}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <div className="row">
        <button onClick={() => setItems((all) => [...all, blankLevel(lastLevelBefore(all.length))])}>
          {t('clock.structure.addLevel')}
        </button>
        <button onClick={() => setItems((all) => [...all, { kind: 'break', seconds: 900, label: '' }])}>
          {t('clock.structure.addBreak')}
        </button>
        <label>
          <input
            type="checkbox"
            style={{ width: 'auto' }}
            checked={advanced}
            onChange={(e) => setShowAdvanced(e.target.checked)}
          />{' '}
          {t('clock.structure.showLimits')}
        </label>
      </div>
      {parseError && (
        <p className="error" role="alert">
          {t('clock.structure.invalidRow', {
            row: Number(parseError.path[1] ?? 0) + 1,
            message: `${columnName(String(parseError.path[2] ?? ''))}${t(describeIssue(parseError).code as MessageKey, describeIssue(parseError).params)}`
          })}
        </p>
      )}
      <div className="row">
        {started && (
          <input
            aria-label={t('clock.structure.reason')}
            placeholder={t('clock.structure.reason')}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            style={{ flex: 1 }}
          />
        )}
        <button
          className="primary"
          disabled={!parsed.success || issues.length > 0 || !dirty || (started && !reason.trim())}
          onClick={() =>
            parsed.success &&
            void record(
              { type: 'clock.structure.set', tournamentId, structure: parsed.data },
              started ? { reason: reason.trim() } : undefined
            ).then((ok) => ok && setReason(''))
          }
        >
          {t('clock.structure.save')}
        </button>
        {!dirty && structure && <span className="muted">{t('clock.structure.saved')}</span>}
      </div>
      {message && (
        <p className={message.ok ? 'muted' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </section>
  )
}

/**
 * A structure read from a hall's own spreadsheet says which header became which column and which rows it
 * skipped; the levels are in the draft below, saved only when the director saves them.
 */
function SpreadsheetNote({ reading, onClose }: { reading: SpreadsheetReading; onClose: () => void }): ReactNode {
  const { t } = useI18n()
  return (
    <div className="card" role="status" data-testid="structure-sheet-reading">
      <p>{t('clock.structure.sheet.read')}</p>
      <ul>
        {reading.columns.map((c, i) => (
          <li key={i} data-testid="structure-sheet-column">
            «{c.header}» → {c.as ? t(`clock.structure.sheet.as.${c.as}`) : t('clock.structure.sheet.unused')}
          </li>
        ))}
      </ul>
      {reading.skipped.length > 0 && (
        <p data-testid="structure-sheet-skipped">
          {t('clock.structure.sheet.skipped', {
            rows: reading.skipped.map((r) => t('clock.structure.sheet.skippedRow', r)).join('; ')
          })}
        </p>
      )}
      <p>{t('clock.structure.sheet.check')}</p>
      <button onClick={onClose}>{t('clock.structure.sheet.close')}</button>
    </div>
  )
}
