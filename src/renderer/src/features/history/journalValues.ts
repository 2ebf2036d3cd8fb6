import type { DomainEvent } from '../../../../shared/core/events'
import type { JournalNames } from '../../../../shared/core/journal'
import { isMessageKey, type MessageKey, type Params } from '../../../../shared/i18n'

type Translate = (key: MessageKey, params?: Params) => string

/** The app's language formatters (useI18n): numbers and moments in the chosen language, never the computer's. */
export interface ValueFormat {
  readonly t: Translate
  readonly num: (n: number) => string
  readonly dateTime: (ms: number) => string
  /** The names of the tournaments, displays and layouts the records name (`journal.names`), once they have come. */
  readonly names?: JournalNames
}

const key = (k: string): MessageKey | null => (isMessageKey(k) ? k : null)
const first = (keys: readonly string[]): MessageKey | null => {
  for (const k of keys) {
    const found = key(k)
    if (found) return found
  }
  return null
}

/**
 * §27.13: a structure item's place as players count it — "level 5" or "break" — for the journal's `items.N` paths,
 * from the structure the record set (breaks are not counted).
 */
function itemLabel(event: DomainEvent, index: number, f: ValueFormat): string | null {
  if (event.type !== 'clock.structureSet') return null
  const items = event.structure.items.length > index ? event.structure.items : (event.previous?.items ?? [])
  const item = items[index]
  if (!item) return null
  if (item.kind === 'break') return f.t('journal.field.break')
  const number = items.slice(0, index + 1).filter((i) => i.kind === 'level').length
  return f.t('protocol.level', { level: number })
}

/** One segment of a field's path under the label its form shows, in the chosen language; else the recorded name. */
function segmentLabel(event: DomainEvent, segment: string, f: ValueFormat): string {
  const area = event.type.split('.')[0]
  const found = first([
    `journal.field.${segment}`,
    `${area}.${segment}`,
    // The label of the form the field is set in: a display's "Tournament", "Layout", "Language" (`displays.*`).
    `${area}s.${segment.replace(/(.)Id$/, '$1')}`,
    `clock.structure.${segment}`,
    `awards.${segment}`,
    `terms.${segment}`,
    `tournament.${segment}`,
    `player.${segment}`,
    `protocol.field.${segment}`
  ])
  return found ? f.t(found) : segment
}

/** A changed field's dotted path (`measure.minutes`, `items.4.bigBlind`) in words: "мера · минуты", "уровень 4 · BB". */
export function journalFieldLabel(event: DomainEvent, field: string, f: ValueFormat): string {
  if (field === '') return f.t('journal.field.all')
  return field
    .split('.')
    .filter((segment, i, all) => !(segment === 'items' && /^\d+$/.test(all[i + 1] ?? '')))
    .map((segment) =>
      /^\d+$/.test(segment)
        ? (itemLabel(event, Number(segment), f) ?? `#${Number(segment) + 1}`)
        : segmentLabel(event, segment, f)
    )
    .join(' · ')
}

/** A recorded value of a known kind in words: enums by their labels (tie rule, measure, violation, closing time). */
function enumLabel(segment: string, value: string, f: ValueFormat): string | null {
  const found = first([
    `journal.value.${segment}.${value}`,
    ...(segment === 'tieRule' ? [`results.tieRule.${value}`] : []),
    ...(segment === 'disqualificationPlaces' ? [`results.dq.${value}`] : []),
    ...(segment === 'kind' || segment === 'measure' ? [`results.measure.${value}`] : []),
    ...(segment === 'code' || segment === 'violation' ? [`results.violation.${value}`] : []),
    ...(segment === 'kind' ? [`registration.close.${value}`] : []),
    ...(segment === 'anteKind' ? [`clock.anteKind.${value}`] : []),
    ...(segment === 'role' ? [`protocol.role.${value}`] : [])
  ])
  if (!found) return null
  // A label with a placeholder ("after level {level}") names the kind alone here; the level is its own field.
  return f.t(found, { level: '…' }).replace(/\s*…$/, '')
}

/**
 * A recorded value as a person reads it, in the chosen language: yes/no, numbers and moments through the
 * locale's formatters, enums by their labels, lists and records item by item with translated field names. What the
 * director typed (names, descriptions, reasons) stays as typed.
 */
export function journalValue(event: DomainEvent, field: string, value: unknown, f: ValueFormat): string {
  const segment = field.split('.').at(-1) ?? field
  const named = namedValue(event, segment, value, f)
  if (named !== null) return named
  if (value === undefined || value === null || value === '') return '—'
  if (typeof value === 'boolean') return f.t(value ? 'journal.value.yes' : 'journal.value.no')
  if (typeof value === 'number') return /At$/.test(segment) && value > 1e11 ? f.dateTime(value) : f.num(value)
  if (typeof value === 'string') return enumLabel(segment, value, f) ?? value
  if (Array.isArray(value)) {
    if (value.length === 0) return '—'
    return value.map((item) => journalValue(event, segment, item, f)).join('; ')
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${segmentLabel(event, k, f)}: ${journalValue(event, k, v, f)}`)
      .join(', ')
  }
  return String(value)
}

/**
 * §4.7: a value that is an id or an internal key is shown by the name a person gave it — a tournament by its name, a
 * player (a team's roster) by theirs, a display's layout by its name (a built-in one by its label), a display's language by the language's name ("the
 * screen's browser language" when none is set). "…" while the names are still on their way; null for other values.
 */
function namedValue(event: DomainEvent, segment: string, value: unknown, f: ValueFormat): string | null {
  if (typeof value === 'string' && /tournamentId$/i.test(segment)) return f.names?.tournaments[value] ?? '…'
  if (typeof value === 'string' && /^playerIds?$/.test(segment)) return f.names?.players[value] ?? '…'
  if (!event.type.startsWith('display.')) return null
  if (segment === 'layoutId' && typeof value === 'string')
    return key(`displays.preset.${value}`) ? f.t(key(`displays.preset.${value}`)!) : (f.names?.layouts?.[value] ?? '…')
  if (segment === 'language') {
    const label = key(`displays.language.${value === null || value === undefined ? 'browser' : String(value)}`)
    return label ? f.t(label) : null
  }
  return null
}
