import path from 'node:path'
import PDFDocument from 'pdfkit'
import type { ProtocolDocument } from '../../shared/core/protocol'
import {
  layoutProtocol,
  type Cell,
  type LayoutOptions,
  type LayoutTable,
  type SpanStyle
} from '../../shared/core/protocol'
import { PROTOCOL_FONTS } from './fonts'

/*
 * The protocol as PDF (§27.12 paper fallback, §28.12, Appendix C), drawn from the same `layoutProtocol` text as the
 * printable HTML, so both carry the same headings, labels and values.
 *
 * Why pdfkit rather than a hand-written PDF: a PDF that shows Cyrillic needs an embedded TrueType font with a CID
 * encoding, a ToUnicode map (so the text can be searched and copied) and, to stay small, a subset of the glyphs
 * used; text needs glyph advances (and kerning) to be measured for wrapping. pdfkit (with fontkit) does all of that
 * in plain JavaScript, no native code and no browser. Line breaking, table layout, repeated table headers and page
 * numbers are done here, because pdfkit's own wrapper breaks pages on its own and its tables do not repeat headers.
 */

export interface PdfOptions extends LayoutOptions {
  /** The folder with DejaVu Sans regular and bold (see `findFontDir`). */
  readonly fontDir: string
}

export interface ProtocolPdf {
  readonly bytes: Buffer
  readonly pages: number
}

// A4 in PostScript points; margins of about 14 mm, the footer (page N of M) in the bottom margin.
const PAGE_WIDTH = 595.28
const PAGE_HEIGHT = 841.89
const MARGIN = { top: 40, right: 40, bottom: 52, left: 40 }
const CONTENT_WIDTH = PAGE_WIDTH - MARGIN.left - MARGIN.right
const BOTTOM = PAGE_HEIGHT - MARGIN.bottom
const PAD_X = 3
const PAD_Y = 2
const LEADING = 1.25

type FontKey = keyof typeof PROTOCOL_FONTS

interface TextStyle {
  readonly font: FontKey
  readonly size: number
  readonly color: string
  /** A line through the text: a withdrawn measure (§27.8). */
  readonly strike?: boolean
}

const BODY: TextStyle = { font: 'regular', size: 8, color: '#000000' }
const STYLES = {
  title: { font: 'bold', size: 15, color: '#000000' },
  heading: { font: 'bold', size: 11.5, color: '#000000' },
  continued: { font: 'regular', size: 7.5, color: '#444444' },
  header: { font: 'bold', size: 7.5, color: '#000000' },
  fieldLabel: { font: 'bold', size: 9, color: '#000000' },
  fieldValue: { font: 'regular', size: 9, color: '#000000' },
  paragraph: { font: 'regular', size: 9.5, color: '#000000' },
  pending: { font: 'bold', size: 9.5, color: '#000000' },
  note: { font: 'regular', size: 8, color: '#444444' },
  footer: { font: 'regular', size: 7.5, color: '#444444' }
} satisfies Record<string, TextStyle>
const REMARK: TextStyle = { ...BODY, color: '#444444' }
const SPAN_STYLES: Record<SpanStyle, TextStyle> = {
  plain: BODY,
  internal: { ...BODY, color: '#555555' },
  remark: REMARK,
  later: REMARK,
  withdrawn: REMARK,
  struck: { ...BODY, strike: true },
  explanation: { font: 'regular', size: 6.5, color: '#333333' },
  break: BODY
}

/** A word with its measured width; `spaceBefore` joins it to the previous word, `breakBefore` starts a new line. */
interface Word {
  readonly text: string
  readonly style: TextStyle
  readonly width: number
  readonly spaceBefore: boolean
  readonly breakBefore: boolean
}

/** Consecutive words of one style on one line, drawn with one call. */
interface Run {
  text: string
  readonly style: TextStyle
  readonly x: number
}

interface Line {
  readonly runs: readonly Run[]
  readonly width: number
  readonly height: number
}

interface PreparedTable {
  readonly header: readonly (readonly Word[])[] | null
  readonly rows: readonly (readonly (readonly Word[])[])[]
}

/**
 * Render the protocol to an A4 PDF. Deterministic: the same document gives the same bytes (the creation date is the
 * protocol's `generatedAt`, the font subset tags are derived, not random).
 *
 * Synchronous on purpose: pdfkit writes every byte during `end()` (its stream only buffers), and the service answers
 * queries synchronously on both transports; the bytes are read from the buffer and checked for the trailer.
 */
export function renderProtocolPdf(doc: ProtocolDocument, options: PdfOptions): ProtocolPdf {
  const layout = layoutProtocol(doc, options)
  const pdf = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    font: path.join(options.fontDir, PROTOCOL_FONTS.regular),
    lang: options.language,
    displayTitle: true,
    info: {
      Title: layout.title,
      Subject: 'Appendix C',
      Creator: 'Floorclock',
      Producer: 'Floorclock',
      CreationDate: new Date(doc.generatedAt)
    }
  })
  const writer = new PdfWriter(pdf, {
    regular: path.join(options.fontDir, PROTOCOL_FONTS.regular),
    bold: path.join(options.fontDir, PROTOCOL_FONTS.bold)
  })

  writer.paragraph([{ text: layout.title, style: 'plain' }], STYLES.title, 6)
  if (layout.publicNote) writer.paragraph([{ text: layout.publicNote, style: 'plain' }], STYLES.note, 4)
  writer.gap(4)
  writer.table(
    null,
    {
      headers: [],
      rows: layout.fields.map(([label, value]) => [
        [{ text: label, style: 'plain' }],
        [{ text: value, style: 'plain' }]
      ])
    },
    { header: null, cellStyles: [STYLES.fieldLabel, STYLES.fieldValue], continued: layout.continued }
  )
  for (const section of layout.sections) {
    writer.gap(10)
    if (section.table.rows.length === 0) {
      writer.heading(section.heading, BODY.size * LEADING + 2 * PAD_Y)
      writer.paragraph([{ text: section.table.empty ?? layout.none, style: 'plain' }], STYLES.note, 0)
    } else {
      writer.table(section.heading, section.table, {
        header: STYLES.header,
        cellStyles: null,
        continued: layout.continued
      })
      if (section.table.note) writer.paragraph([{ text: section.table.note, style: 'plain' }], STYLES.note, 0)
    }
  }
  writer.gap(10)
  writer.heading(layout.approval.heading, 3 * STYLES.paragraph.size * LEADING)
  for (const line of layout.approval.lines)
    writer.paragraph([{ text: line, style: 'plain' }], layout.approval.approved ? STYLES.paragraph : STYLES.pending, 3)
  if (layout.approval.signature !== null) {
    writer.gap(14)
    writer.signature(layout.approval.signature)
  }
  writer.gap(12)
  writer.paragraph([{ text: layout.disclaimer, style: 'plain' }], STYLES.note, 3)
  writer.paragraph([{ text: layout.generated, style: 'plain' }], STYLES.note, 0)
  const pages = writer.footers(layout.title, layout.pageLabel)

  pdf.end()
  const bytes = drain(pdf)
  return { bytes, pages }
}

/** Everything pdfkit pushed into its stream buffer; refuses a file without its trailer. */
function drain(pdf: PDFKit.PDFDocument): Buffer {
  const chunks: Buffer[] = []
  for (let chunk = pdf.read() as Buffer | null; chunk !== null; chunk = pdf.read() as Buffer | null) chunks.push(chunk)
  const bytes = Buffer.concat(chunks)
  if (!bytes.subarray(-8).toString('latin1').includes('%%EOF')) throw new Error('The PDF was not finished')
  return bytes
}

class PdfWriter {
  private y = MARGIN.top
  private readonly widths = new Map<string, number>()
  private current: TextStyle | null = null

  /**
   * Fonts are selected by file path: pdfkit caches a font under the name it was first opened with, and a font
   * registered under an alias after the same file was opened by path is parsed again at every selection.
   */
  constructor(
    private readonly pdf: PDFKit.PDFDocument,
    private readonly fonts: Readonly<Record<FontKey, string>>
  ) {}

  gap(points: number): void {
    if (this.y > MARGIN.top) this.y = Math.min(this.y + points, BOTTOM)
  }

  /** Wrapped text over the full width, breaking pages between lines. */
  paragraph(cell: Cell, style: TextStyle, after: number): void {
    for (const line of this.wrap(
      this.words(cell, () => style),
      CONTENT_WIDTH
    )) {
      if (this.y + line.height > BOTTOM) this.newPage()
      this.drawLine(line, MARGIN.left, this.y)
      this.y += line.height
    }
    this.y += after
  }

  /** A section heading, kept on the page with at least `keep` points of what follows. */
  heading(text: string, keep: number): void {
    const lines = this.wrap(
      this.words([{ text, style: 'plain' }], () => STYLES.heading),
      CONTENT_WIDTH
    )
    const height = lines.reduce((h, l) => h + l.height, 0) + 3
    if (this.y + height + keep > BOTTOM) this.newPage()
    for (const line of lines) {
      this.drawLine(line, MARGIN.left, this.y)
      this.y += line.height
    }
    this.y += 3
  }

  /** "Tournament director: ________" — the place for the signature on a protocol not approved yet (C.18). */
  signature(label: string): void {
    const style = STYLES.paragraph
    const lines = this.wrap(
      this.words([{ text: `${label}:`, style: 'plain' }], () => style),
      CONTENT_WIDTH / 2
    )
    if (this.y + lines.reduce((h, l) => h + l.height, 0) > BOTTOM) this.newPage()
    for (const line of lines) {
      this.drawLine(line, MARGIN.left, this.y)
      this.y += line.height
    }
    const x = MARGIN.left + (lines[lines.length - 1]?.width ?? 0) + 6
    this.pdf
      .moveTo(x, this.y - 2)
      .lineTo(Math.min(x + 180, MARGIN.left + CONTENT_WIDTH), this.y - 2)
      .lineWidth(0.7)
      .strokeColor('#000000')
      .stroke()
  }

  /**
   * A table over the full width: columns sized to their content, long cells wrapped, rows never split unless a single
   * row is taller than a page; after a page break the section name ("continued") and the header row are repeated.
   */
  table(
    heading: string | null,
    table: LayoutTable,
    opts: { header: TextStyle | null; cellStyles: readonly TextStyle[] | null; continued: string }
  ): void {
    const prepared: PreparedTable = {
      header:
        opts.header && table.headers.length > 0
          ? table.headers.map((h) => this.words([{ text: h, style: 'plain' }], () => opts.header!))
          : null,
      rows: table.rows.map((row) =>
        row.map((cell, j) => this.words(cell, (span) => opts.cellStyles?.[j] ?? SPAN_STYLES[span]))
      )
    }
    const widths = this.columnWidths(prepared)
    const cellLines = (cells: readonly (readonly Word[])[]): Line[][] =>
      cells.map((words, j) => this.wrap(words, widths[j]! - 2 * PAD_X))
    const header = prepared.header ? cellLines(prepared.header) : null
    const headerHeight = header ? rowHeight(header) : 0
    const continuedLines = heading
      ? this.wrap(
          this.words([{ text: `${heading} ${opts.continued}`, style: 'plain' }], () => STYLES.continued),
          CONTENT_WIDTH
        )
      : []
    const continuedHeight = continuedLines.reduce((h, l) => h + l.height, 0) + (continuedLines.length > 0 ? 2 : 0)
    const rows = prepared.rows.map(cellLines)
    const freshPage = BOTTOM - MARGIN.top - continuedHeight - headerHeight
    // The heading and the header stay with the first row, or with the first lines of a row taller than a page.
    const first = rows[0] ? rowHeight(rows[0]) : 0
    const keep = headerHeight + (first <= freshPage ? first : 4 * BODY.size * LEADING + 2 * PAD_Y)

    if (heading) this.heading(heading, keep)
    else if (this.y + keep > BOTTOM) this.newPage()
    if (header) this.drawRow(header, widths, true)

    const breakPage = (): void => {
      this.newPage()
      for (const line of continuedLines) {
        this.drawLine(line, MARGIN.left, this.y)
        this.y += line.height
      }
      this.y += continuedLines.length > 0 ? 2 : 0
      if (header) this.drawRow(header, widths, true)
    }
    for (const row of rows) {
      const height = rowHeight(row)
      if (this.y + height > BOTTOM && height <= freshPage) breakPage()
      if (this.y + height <= BOTTOM) {
        this.drawRow(row, widths, false)
        continue
      }
      // Taller than a page: split between lines of its cells, each part with its own borders.
      let rest = row
      while (rest.some((lines) => lines.length > 0)) {
        const room = BOTTOM - this.y - 2 * PAD_Y
        const parts = rest.map((lines) => takeLines(lines, room))
        if (parts.every((p) => p.length === 0)) {
          breakPage()
          continue
        }
        this.drawRow(parts, widths, false)
        rest = rest.map((lines, j) => lines.slice(parts[j]!.length))
        if (rest.some((lines) => lines.length > 0)) breakPage()
      }
    }
  }

  /** Page N of M and the protocol's title on every page; returns the number of pages. */
  footers(title: string, pageLabel: (page: number, pages: number) => string): number {
    const { start, count } = this.pdf.bufferedPageRange()
    const style = STYLES.footer
    const y = BOTTOM + 14
    const widest = this.measure(pageLabel(count, count), style)
    const titleText = this.elide(title, style, CONTENT_WIDTH - widest - 24)
    for (let i = 0; i < count; i += 1) {
      this.pdf.switchToPage(start + i)
      this.current = null
      this.pdf
        .moveTo(MARGIN.left, y - 5)
        .lineTo(MARGIN.left + CONTENT_WIDTH, y - 5)
        .lineWidth(0.5)
        .strokeColor('#999999')
        .stroke()
      const label = pageLabel(i + 1, count)
      this.text(titleText, style, MARGIN.left, y)
      this.text(label, style, MARGIN.left + CONTENT_WIDTH - this.measure(label, style), y)
    }
    return count
  }

  private newPage(): void {
    this.pdf.addPage()
    this.y = MARGIN.top
    this.current = null // a new page starts with the default colours
  }

  private drawRow(cells: readonly (readonly Line[])[], widths: readonly number[], fill: boolean): void {
    const height = rowHeight(cells)
    let x = MARGIN.left
    if (fill) {
      this.pdf.rect(MARGIN.left, this.y, CONTENT_WIDTH, height).fill('#ececec')
      this.current = null
    }
    cells.forEach((lines, j) => {
      const width = widths[j]!
      this.pdf.rect(x, this.y, width, height).lineWidth(0.5).strokeColor('#999999').stroke()
      let y = this.y + PAD_Y
      for (const line of lines) {
        this.drawLine(line, x + PAD_X, y)
        y += line.height
      }
      x += width
    })
    this.y += height
  }

  private drawLine(line: Line, x: number, y: number): void {
    for (const run of line.runs) this.text(run.text, run.style, x + run.x, y)
  }

  /** One run of text at a fixed place: no pdfkit wrapping, so pdfkit never adds a page of its own. */
  private text(text: string, style: TextStyle, x: number, y: number): void {
    this.use(style)
    this.pdf.text(text, x, y, { lineBreak: false, strike: style.strike === true })
  }

  private use(style: TextStyle): void {
    if (this.current === style) return
    this.pdf.font(this.fonts[style.font]).fontSize(style.size).fillColor(style.color)
    this.current = style
  }

  private measure(text: string, style: TextStyle): number {
    const key = `${style.font}|${style.size}|${text}`
    let width = this.widths.get(key)
    if (width === undefined) {
      this.use(style)
      width = this.pdf.widthOfString(text)
      this.widths.set(key, width)
    }
    return width
  }

  /** Split text into measured words; a line break (in the text or as a span) and an explanation (§28.4) start a new line. */
  private words(cell: Cell, styleOf: (span: SpanStyle) => TextStyle): Word[] {
    const words: Word[] = []
    let space = false
    let newline = false
    for (const span of cell) {
      if (span.style === 'break') {
        newline = true
        continue
      }
      const style = styleOf(span.style)
      let breakBefore = span.style === 'explanation'
      for (const part of span.text.split(/(\s+)/)) {
        if (part === '') continue
        if (/^\s+$/.test(part)) {
          space = true
          newline ||= part.includes('\n')
          continue
        }
        // A line may also break after a hyphen inside a word (a double surname).
        for (const piece of part.split(/(?<=\p{L}[-‐])(?=\p{L})/u)) {
          words.push({
            text: piece,
            style,
            width: this.measure(piece, style),
            spaceBefore: space,
            breakBefore: breakBefore || newline
          })
          space = false
          newline = false
          breakBefore = false
        }
      }
    }
    return words
  }

  /** Greedy line breaking at spaces; a word wider than the line is cut between characters. */
  private wrap(words: readonly Word[], width: number): Line[] {
    const lines: Line[] = []
    let runs: Run[] = []
    let x = 0
    let size = 0
    const flush = (): void => {
      lines.push({ runs, width: x, height: size * LEADING })
      runs = []
      x = 0
      size = 0
    }
    for (const word of words.flatMap((w) => this.cut(w, width))) {
      let space = word.spaceBefore && x > 0 ? this.measure(' ', word.style) : 0
      if (x > 0 && (word.breakBefore || x + space + word.width > width)) {
        flush()
        space = 0
      }
      const last = runs[runs.length - 1]
      if (last && last.style === word.style) last.text += `${space > 0 ? ' ' : ''}${word.text}`
      else runs.push({ text: word.text, style: word.style, x: x + space })
      x += space + word.width
      size = Math.max(size, word.style.size)
    }
    if (runs.length > 0) flush()
    return lines
  }

  private cut(word: Word, width: number): Word[] {
    if (word.width <= width) return [word]
    const pieces: Word[] = []
    let text = ''
    for (const char of Array.from(word.text)) {
      if (text !== '' && this.measure(text + char, word.style) > width) {
        pieces.push({
          ...word,
          text,
          width: this.measure(text, word.style),
          spaceBefore: pieces.length === 0 && word.spaceBefore,
          breakBefore: pieces.length > 0 || word.breakBefore
        })
        text = ''
      }
      text += char
    }
    pieces.push({
      ...word,
      text,
      width: this.measure(text, word.style),
      spaceBefore: pieces.length === 0 && word.spaceBefore,
      breakBefore: pieces.length > 0 || word.breakBefore
    })
    return pieces
  }

  private elide(text: string, style: TextStyle, width: number): string {
    if (this.measure(text, style) <= width) return text
    const chars = Array.from(text)
    while (chars.length > 0 && this.measure(`${chars.join('')}…`, style) > width) chars.pop()
    return `${chars.join('')}…`
  }

  /**
   * Column widths from the content: each column gets at least its longest word (a short cell: all of it), and the width in proportion to its
   * longest cell written on one line. A long cell (a §28.4 explanation, a long name) counts as at most half the width,
   * and a word longer than a quarter of it is cut rather than widening its column further.
   */
  private columnWidths(table: PreparedTable): number[] {
    const all = [...(table.header ? [table.header] : []), ...table.rows]
    const columns = Math.max(0, ...all.map((r) => r.length))
    const min = new Array<number>(columns).fill(0)
    const max = new Array<number>(columns).fill(0)
    for (const row of all) {
      row.forEach((words, j) => {
        let natural = 0
        for (const line of this.wrap(words, Number.POSITIVE_INFINITY)) natural = Math.max(natural, line.width)
        const longest = Math.min(Math.max(0, ...words.map((w) => w.width)), CONTENT_WIDTH / 4)
        // Short cells ("T10 / 3", "11–12") stay on one line.
        min[j] = Math.max(min[j]!, (natural <= CONTENT_WIDTH / 10 ? natural : longest) + 2 * PAD_X)
        max[j] = Math.max(max[j]!, Math.min(natural, CONTENT_WIDTH / 2) + 2 * PAD_X)
      })
    }
    max.forEach((w, j) => (max[j] = Math.max(w, min[j]!)))
    const sum = (list: readonly number[]): number => list.reduce((a, b) => a + b, 0)
    if (sum(max) <= CONTENT_WIDTH) return max.map((w) => (w * CONTENT_WIDTH) / sum(max))
    if (sum(min) >= CONTENT_WIDTH) return min.map((w) => (w * CONTENT_WIDTH) / sum(min))
    // Proportional shares; a column whose share is below its minimum keeps the minimum and leaves the rest to others.
    const atMin = new Set<number>()
    for (;;) {
      const free = CONTENT_WIDTH - sum(min.filter((_, j) => atMin.has(j)))
      const weight = sum(max.filter((_, j) => !atMin.has(j)))
      const short = max.findIndex((w, j) => !atMin.has(j) && (free * w) / weight < min[j]!)
      if (short < 0) return max.map((w, j) => (atMin.has(j) ? min[j]! : (free * w) / weight))
      atMin.add(short)
    }
  }
}

function rowHeight(cells: readonly (readonly Line[])[]): number {
  const content = Math.max(BODY.size * LEADING, ...cells.map((lines) => lines.reduce((h, l) => h + l.height, 0)))
  return content + 2 * PAD_Y
}

function takeLines(lines: readonly Line[], room: number): Line[] {
  const taken: Line[] = []
  let height = 0
  for (const line of lines) {
    if (height + line.height > room) break
    taken.push(line)
    height += line.height
  }
  return taken
}
