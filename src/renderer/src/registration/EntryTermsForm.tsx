import { useState, type FormEvent, type ReactNode } from 'react'
import type { EntryTerms } from '../../../shared/core/registration/terms'
import type { RegistrationSummary } from '../../../shared/core/registration/views'
import { useI18n } from '../i18n/I18n'
import { useCommand } from './useCommand'

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
const num = (s: string): number | null => (s.trim() === '' ? null : Number(s))

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
    reentry: d.reentry ? { maxPerPlayer: Number(d.reentryMax), untilLevel: num(d.reentryUntil), chips: num(d.reentryChips) } : null,
    rebuy: d.rebuy
      ? { maxPerPlayer: Number(d.rebuyMax), untilLevel: Number(d.rebuyUntil), stackThreshold: Number(d.rebuyThreshold), chips: Number(d.rebuyChips) }
      : null,
    addon: d.addon ? { atBreak: Number(d.addonBreak), chips: Number(d.addonChips) } : null,
    playerCap: num(d.cap),
    lateRegistration: d.close === 'level-end' ? { kind: 'level-end', level: Number(d.closeLevel) } : { kind: d.close },
    noShowStack: d.noShow
  }
}

const CLOSE_KINDS: CloseKind[] = ['at-start', 'level-end', 'first-break', 'rebuy-end', 'cap']

/** The entry terms announced with the tournament (§5.6–§5.9, §6.6, §7.7); after the start a change needs a reason. */
export function EntryTermsForm({ summary, started }: { summary: RegistrationSummary; started: boolean }): ReactNode {
  const { t, explain } = useI18n()
  const run = useCommand()
  const [d, setD] = useState<Draft>(() => draftOf(summary.terms))
  const [reason, setReason] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const set = (patch: Partial<Draft>): void => setD({ ...d, ...patch })
  const needsReason = started || summary.position !== null
  const freezeout = !d.reentry && !d.rebuy

  const submit = (e: FormEvent): void => {
    e.preventDefault()
    void run({ type: 'registration.setTerms', tournamentId: summary.tournamentId, terms: termsOf(d) }, reason ? { reason } : undefined).then((r) =>
      setMessage(r.ok ? { ok: true, text: t('terms.recorded') } : { ok: false, text: explain(r.error) })
    )
  }
  const input = (key: keyof Draft, label: string, hint?: string): ReactNode => (
    <label>
      {label}
      <input name={key} inputMode="numeric" value={d[key] as string} onChange={(e) => set({ [key]: e.target.value })} placeholder={hint} />
    </label>
  )
  const closeLabel = (k: CloseKind): string =>
    k === 'level-end' ? t('registration.close.level-end', { level: d.closeLevel || 'N' }) : k === 'rebuy-end' ? t('registration.close.rebuy-end', { level: d.rebuyUntil }) : t(`registration.close.${k}`)

  return (
    <form className="card form" onSubmit={submit} data-testid="terms-form">
      <h2 className="wide">{t('terms.title')}</h2>
      {freezeout && <p className="wide badge-line">{t('terms.freezeout')}</p>}
      <label className="check wide">
        <input type="checkbox" name="reentry" checked={d.reentry} onChange={(e) => set({ reentry: e.target.checked })} />
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
        <select name="close" value={d.close} onChange={(e) => set({ close: e.target.value as CloseKind })}>
          {CLOSE_KINDS.map((k) => (
            <option key={k} value={k}>
              {closeLabel(k)}
            </option>
          ))}
        </select>
      </label>
      {d.close === 'level-end' ? input('closeLevel', t('terms.lateLevel')) : <span />}
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
          <input name="reason" value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
      )}
      <div className="actions wide">
        <button className="primary" type="submit">
          {t('terms.save')}
        </button>
        {message && <span className={message.ok ? 'muted' : 'error'}>{message.text}</span>}
      </div>
    </form>
  )
}
