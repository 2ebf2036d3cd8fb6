import { useState, type FormEvent, type ReactNode } from 'react'
import { patchBetween } from '../../../../shared/core/patch'
import { EntryTerms, lateCloseInStructure } from '../../../../shared/core/registration'
import type { Structure } from '../../../../shared/core/clock'
import { parseNumber } from '../../../../shared/i18n/numbers'
import { FieldError, FormErrors, useFieldErrors } from '../../common/fieldErrors'
import type { RegistrationSummary } from '../../../../shared/core/views'
import { useI18n } from '../../i18n/I18n'
import { useCommand } from '../../common/useCommand'

type CloseKind = EntryTerms['lateRegistration']['kind']

interface Draft {
  reentry: boolean
  reentryMax: string
  reentryUntil: string
  reentryChips: string
  rebuy: boolean
  rebuyMax: string
  rebuyUntil: string
  rebuyThreshold: string
  rebuyChips: string
  addon: boolean
  addonBreak: string
  addonChips: string
  cap: string
  close: CloseKind
  closeLevel: string
  noShow: EntryTerms['noShowStack']
}

const str = (n: number | null | undefined): string => (n === null || n === undefined ? '' : String(n))
/** An optional number: empty is "none"; "30 000" and "30k" read as numbers. */
const num = (s: string): number | null => parseNumber(s)
/** A required number: empty stays a gap the schema names ("fill this in"). */
const req = (s: string): number => parseNumber(s) as number

function draftOf(t: EntryTerms): Draft {
  return {
    reentry: t.reentry !== null,
    reentryMax: str(t.reentry?.maxPerPlayer ?? 1),
    reentryUntil: str(t.reentry?.untilLevel),
    reentryChips: str(t.reentry?.chips),
    rebuy: t.rebuy !== null,
    rebuyMax: str(t.rebuy?.maxPerPlayer ?? 1),
    rebuyUntil: str(t.rebuy?.untilLevel ?? 4),
    rebuyThreshold: str(t.rebuy?.stackThreshold ?? 0),
    rebuyChips: str(t.rebuy?.chips ?? 10000),
    addon: t.addon !== null,
    addonBreak: str(t.addon?.atBreak ?? 1),
    addonChips: str(t.addon?.chips ?? 10000),
    cap: str(t.playerCap),
    close: t.lateRegistration.kind,
    closeLevel: str(t.lateRegistration.kind === 'level-end' ? t.lateRegistration.level : 6),
    noShow: t.noShowStack
  }
}

function termsOf(d: Draft): EntryTerms {
  return {
    reentry: d.reentry
      ? { maxPerPlayer: req(d.reentryMax), untilLevel: num(d.reentryUntil), chips: num(d.reentryChips) }
      : null,
    rebuy: d.rebuy
      ? {
          maxPerPlayer: req(d.rebuyMax),
          untilLevel: req(d.rebuyUntil),
          stackThreshold: req(d.rebuyThreshold),
          chips: req(d.rebuyChips)
        }
      : null,
    addon: d.addon ? { atBreak: req(d.addonBreak), chips: req(d.addonChips) } : null,
    playerCap: num(d.cap),
    lateRegistration: d.close === 'level-end' ? { kind: 'level-end', level: req(d.closeLevel) } : { kind: d.close },
    noShowStack: d.noShow
  }
}

const CLOSE_KINDS: CloseKind[] = ['at-start', 'level-end', 'first-break', 'rebuy-end', 'cap']

/** Where each field's value lands in the terms: its messages are shown next to it. */
const PATHS: Partial<Record<keyof Draft, string>> = {
  reentryMax: 'reentry.maxPerPlayer',
  reentryUntil: 'reentry.untilLevel',
  reentryChips: 'reentry.chips',
  rebuyMax: 'rebuy.maxPerPlayer',
  rebuyUntil: 'rebuy.untilLevel',
  rebuyThreshold: 'rebuy.stackThreshold',
  rebuyChips: 'rebuy.chips',
  addonBreak: 'addon.atBreak',
  addonChips: 'addon.chips',
  cap: 'playerCap',
  closeLevel: 'lateRegistration.level'
}
const PLACED = [...Object.values(PATHS), 'lateRegistration', 'reason']

/** The entry terms announced with the tournament (§5.6–§5.9, §6.6, §7.7); after the start a change needs a reason. */
export function EntryTermsForm({
  summary,
  started,
  structure = null
}: {
  summary: RegistrationSummary
  started: boolean
  /** The recorded structure, to show where late registration closes in it (§7.7). */
  structure?: Structure | null
}): ReactNode {
  const { t, language } = useI18n()
  const run = useCommand()
  const [d, setD] = useState<Draft>(() => draftOf(summary.terms))
  const [reason, setReason] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const errors = useFieldErrors()
  const set = (patch: Partial<Draft>): void => setD({ ...d, ...patch })
  const needsReason = started || summary.position !== null
  const freezeout = !d.reentry && !d.rebuy

  const submit = (e: FormEvent): void => {
    e.preventDefault()
    const terms = termsOf(d)
    // Every problem at once, each next to its field, before anything is sent.
    const checked = EntryTerms.safeParse(terms)
    if (!checked.success) {
      errors.fromZod(checked.error)
      setMessage(null)
      return
    }
    errors.clear()
    void run(
      {
        type: 'registration.setTerms',
        tournamentId: summary.tournamentId,
        terms: patchBetween(summary.terms, checked.data)
      },
      reason ? { reason } : undefined
    ).then((r) => {
      if (r.ok) setMessage({ ok: true, text: t(r.value.events.length ? 'terms.recorded' : 'control.nothingChanged') })
      else {
        errors.fromRejection(r.error)
        setMessage(null)
      }
    })
  }
  const input = (key: keyof Draft, label: string, hint?: string): ReactNode => (
    <label>
      {label}
      <input
        name={key}
        inputMode="numeric"
        maxLength={20}
        value={d[key] as string}
        onChange={(e) => set({ [key]: e.target.value })}
        placeholder={hint}
        {...errors.props(PATHS[key] ?? key)}
      />
      <FieldError errors={errors} name={PATHS[key] ?? key} />
    </label>
  )
  const closeLabel = (k: CloseKind): string =>
    k === 'level-end'
      ? t('registration.close.level-end', { level: d.closeLevel || 'N' })
      : k === 'rebuy-end'
        ? t('registration.close.rebuy-end', { level: d.rebuyUntil })
        : t(`registration.close.${k}`)

  /**
   * Where the chosen closing moment falls in the structure, as the structure editor marks it (§7.7): the terms are the
   * one place it is set (docs/decisions.md), both show the same moment.
   */
  const whereInStructure = (): string | null => {
    const n = (x: string): number => parseNumber(x) ?? 0
    const close: EntryTerms['lateRegistration'] =
      d.close === 'level-end' ? { kind: 'level-end', level: n(d.closeLevel) } : { kind: d.close }
    const where = lateCloseInStructure(
      {
        ...summary.terms,
        lateRegistration: close,
        playerCap: parseNumber(d.cap),
        rebuy: d.rebuy && summary.terms.rebuy ? { ...summary.terms.rebuy, untilLevel: n(d.rebuyUntil) } : null
      },
      structure
    )
    if (where.at !== 'item' || !structure) {
      if (where.at === 'beyond' && structure)
        return where.level === null
          ? t('clock.structure.lateNoBreak')
          : t('clock.structure.lateBeyond', { level: where.level, levels: where.levels })
      return null
    }
    const minutes = Math.round(where.afterSeconds / 60)
    const after =
      minutes < 60
        ? t('hall.minutes', { count: minutes })
        : t('hall.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') })
    const item = structure.items[where.index]!
    if (item.kind === 'break') return t('terms.lateWhere.break', { after })
    const blinds = `${item.smallBlind.toLocaleString(language)}/${item.bigBlind.toLocaleString(language)}`
    return t('terms.lateWhere.level', { level: where.level ?? '', blinds, after })
  }
  const where = whereInStructure()

  return (
    <form className="card form" onSubmit={submit} data-testid="terms-form">
      <h2 className="wide">{t('terms.title')}</h2>
      {freezeout && <p className="wide badge-line">{t('terms.freezeout')}</p>}
      <label className="check wide">
        <input
          type="checkbox"
          name="reentry"
          checked={d.reentry}
          onChange={(e) => set({ reentry: e.target.checked })}
        />
        {t('terms.reentry')}
      </label>
      {d.reentry && (
        <>
          {input('reentryMax', t('terms.maxPerPlayer'))}
          {input('reentryUntil', t('terms.untilLevel'), t('terms.untilLateReg'))}
          {input('reentryChips', t('terms.chips'), t('terms.chipsDefault'))}
          <span />
        </>
      )}
      <label className="check wide">
        <input type="checkbox" name="rebuy" checked={d.rebuy} onChange={(e) => set({ rebuy: e.target.checked })} />
        {t('terms.rebuy')}
      </label>
      {d.rebuy && (
        <>
          {input('rebuyMax', t('terms.maxPerPlayer'))}
          {input('rebuyUntil', t('terms.untilLevel'))}
          {input('rebuyThreshold', t('terms.threshold'))}
          {input('rebuyChips', t('terms.chips'))}
        </>
      )}
      <label className="check wide">
        <input type="checkbox" name="addon" checked={d.addon} onChange={(e) => set({ addon: e.target.checked })} />
        {t('terms.addon')}
      </label>
      {d.addon && (
        <>
          {input('addonBreak', t('terms.atBreak'))}
          {input('addonChips', t('terms.chips'))}
          <span />
          <span />
        </>
      )}
      {input('cap', t('terms.playerCap'))}
      <label>
        {t('terms.lateRegistration')}
        <select
          name="close"
          value={d.close}
          onChange={(e) => set({ close: e.target.value as CloseKind })}
          {...errors.props('lateRegistration')}
        >
          {CLOSE_KINDS.map((k) => (
            <option key={k} value={k}>
              {closeLabel(k)}
            </option>
          ))}
        </select>
        {!errors.messages('lateRegistration.level').length && <FieldError errors={errors} name="lateRegistration" />}
      </label>
      {d.close === 'level-end' ? input('closeLevel', t('terms.lateLevel')) : <span />}
      {where && (
        <p className="wide muted" data-testid="terms-late-where">
          {where}
        </p>
      )}
      <label>
        {t('terms.noShow')}
        <select name="noShow" value={d.noShow} onChange={(e) => set({ noShow: e.target.value as Draft['noShow'] })}>
          <option value="not-posted">{t('terms.noShow.not-posted')}</option>
          <option value="posted">{t('terms.noShow.posted')}</option>
        </select>
      </label>
      {needsReason && (
        <label className="wide">
          {t('terms.reason')}
          <input
            name="reason"
            value={reason}
            maxLength={1000}
            onChange={(e) => setReason(e.target.value)}
            {...errors.props('reason')}
          />
          <FieldError errors={errors} name="reason" />
        </label>
      )}
      <FormErrors errors={errors} fields={PLACED} />
      <div className="actions wide">
        <button className="primary" type="submit">
          {t('terms.save')}
        </button>
        {message && (
          <span className={message.ok ? 'muted' : 'error'} role="status">
            {message.text}
          </span>
        )}
      </div>
    </form>
  )
}
