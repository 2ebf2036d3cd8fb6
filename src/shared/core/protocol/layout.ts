import type { Language } from '../../i18n'
import type { ProtocolDocument } from './document'
import { approvalBlock } from './sections/approval'
import { categorySections } from './sections/categories'
import { chipRaceSection } from './sections/chipRace'
import { clockSection } from './sections/clock'
import { layoutContext } from './sections/context'
import { correctionsSection } from './sections/corrections'
import { disputesSection } from './sections/disputes'
import { drawSection } from './sections/draw'
import { flightSections } from './sections/flights'
import { headerFields } from './sections/header'
import { movesSection } from './sections/moves'
import { participantsSection } from './sections/participants'
import { penaltiesSection } from './sections/penalties'
import { purchasesSection } from './sections/purchases'
import { structureSection } from './sections/structure'
import { teamsSection } from './sections/teams'
import { termsSection } from './sections/terms'
import { ticketsSection } from './sections/tickets'

export { categoryLabel, knockoutsLabel, stageLabel } from './labels'

/**
 * The protocol's printable content as plain text (§27.12, §28.12, Appendix C): every heading, label and value,
 * translated once. The HTML and the PDF renderers both draw this, so the two print the same words; neither
 * translates anything itself. Each section is laid out by its own module in `sections/`.
 */

/**
 * How a run of text is shown: plain; internal data (the real name); a remark in parentheses, also one saying a record
 * was entered later (§26.14) or withdrawn (§27.8); struck through (a withdrawn measure); a block below (§28.4); a line
 * break (several changed fields of one correction).
 */
export type SpanStyle = 'plain' | 'internal' | 'remark' | 'later' | 'withdrawn' | 'struck' | 'explanation' | 'break'

export interface Span {
  readonly text: string
  readonly style: SpanStyle
}

/** One table cell: runs of text, unescaped. */
export type Cell = readonly Span[]

export interface LayoutTable {
  readonly headers: readonly string[]
  /** No rows: the renderer prints `empty`, else `ProtocolLayout.none`. */
  readonly rows: readonly (readonly Cell[])[]
  /** What to print instead of "none recorded" when that would not be the truth (records exist, unpublished). */
  readonly empty?: string
  /** A line under the rows (more records exist that this version does not publish). */
  readonly note?: string
}

export type LayoutSectionId =
  | 'structure'
  | 'results'
  | 'category'
  | 'teams'
  | 'purchases'
  | 'draw'
  | 'tickets'
  | 'flights'
  | 'eventPlaces'
  | 'moves'
  | 'terms'
  | 'clock'
  | 'chipRace'
  | 'penalties'
  | 'disputes'
  | 'corrections'

export interface LayoutSection {
  readonly id: LayoutSectionId
  readonly heading: string
  readonly table: LayoutTable
}

export interface ProtocolLayout {
  readonly language: Language
  /** "Tournament protocol: <name>". */
  readonly title: string
  /** The public version says what it leaves out (§25.14, §27.11). */
  readonly publicNote: string | null
  /** C.1–C.4, C.7, the number of entries, series and the no-cash-prizes statement (§5.11): label → value. */
  readonly fields: readonly (readonly [string, string])[]
  /** C.5, the changes of terms (§5.2), C.6–C.14, C.9, the clock's log (§27.8), C.15, C.16, C.17 in this order. */
  readonly sections: readonly LayoutSection[]
  readonly none: string
  /** C.18: the director's approval, or "not approved" with a line to sign. */
  readonly approval: {
    readonly heading: string
    readonly approved: boolean
    readonly lines: readonly string[]
    /** The signature label when not approved yet. */
    readonly signature: string | null
  }
  /** §30.13 */
  readonly disclaimer: string
  readonly generated: string
  /** Paged output: "Page N of M", and the mark of a table continued on the next page. */
  readonly pageLabel: (page: number, pages: number) => string
  readonly continued: string
}

export interface LayoutOptions {
  readonly language: Language
}

/** §28.12, Appendix C: the protocol document laid out as translated text, section by section. Pure. */
export function layoutProtocol(doc: ProtocolDocument, options: LayoutOptions): ProtocolLayout {
  const { language } = options
  const c = layoutContext(doc, language)
  const { t } = c
  const sections = [
    structureSection(c), // C.5
    termsSection(c), // §5.2, §5.3
    participantsSection(c), // C.6, C.8, C.10–C.14
    ...categorySections(c), // §5.4е
    teamsSection(c), // §5.4д
    purchasesSection(c), // §5.7, §5.8
    drawSection(c), // §8.1
    ticketsSection(c), // §5.12
    ...flightSections(c), // §5.5, §27.5
    movesSection(c), // C.9
    clockSection(c), // §27.8
    chipRaceSection(c), // §10.9–§10.13
    penaltiesSection(c), // C.15
    disputesSection(c), // C.16
    correctionsSection(c) // C.17
  ].filter((s): s is LayoutSection => s !== null)
  return {
    language,
    title: `${t('protocol.title')}: ${doc.tournament.name}`,
    publicNote: doc.audience === 'public' ? t('protocol.publicVersion') : null,
    fields: headerFields(c), // C.1–C.4, C.7
    sections,
    none: t('protocol.none'),
    approval: approvalBlock(c), // C.18
    disclaimer: t('protocol.disclaimer'),
    generated: t('protocol.generatedAt', { at: c.fmtZoned(doc.generatedAt) }),
    pageLabel: (page, pages) => t('protocol.page', { page, pages }),
    continued: t('protocol.continued')
  }
}
