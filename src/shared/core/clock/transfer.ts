import { Structure, type StructureItem } from './structure'

/** JSON and CSV interchange for structures: open data, unlike the undocumented formats of other clocks. */
export const CSV_COLUMNS = [
  'kind', 'minutes', 'small_blind', 'big_blind', 'ante', 'ante_kind', 'small_bet', 'big_bet', 'bring_in', 'complete',
  'point_value', 'game', 'label', 'color_up', 'late_registration_ends', 'add_on'
] as const

export function structureToJson(structure: Structure): string {
  return JSON.stringify({ format: 'floorclock-structure', version: 1, ...structure }, null, 2)
}

export type ParseResult = { ok: true; structure: Structure } | { ok: false; line: number; message: string }

export function structureFromJson(text: string): ParseResult {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return { ok: false, line: 0, message: error instanceof Error ? error.message : 'not JSON' }
  }
  const items = (data as { items?: unknown } | null)?.items
  const parsed = Structure.safeParse({ items })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return { ok: false, line: Number(issue.path[1] ?? -1) + 1, message: `${issue.path.join('.')}: ${issue.message}` }
  }
  return { ok: true, structure: parsed.data }
}

function csvCell(value: string | number | boolean | undefined): string {
  if (value === undefined || value === false) return ''
  const text = value === true ? 'yes' : String(value)
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function structureToCsv(structure: Structure): string {
  const rows = structure.items.map((item) => {
    const minutes = item.seconds / 60
    if (item.kind === 'break') {
      return [ 'break', minutes, '', '', '', '', '', '', '', '', '', '', item.label, item.colorUp, '', item.addOn ].map(csvCell).join(',')
    }
    return [
      'level', minutes, item.smallBlind, item.bigBlind, item.ante, item.anteKind, item.smallBet, item.bigBet, item.bringIn,
      item.complete, item.pointValue, item.game, '', '', item.lateRegistrationEnds, ''
    ].map(csvCell).join(',')
  })
  return [CSV_COLUMNS.join(','), ...rows].join('\n') + '\n'
}

function splitCsvLine(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i]!
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"'
        i += 1
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      cells.push(cell)
      cell = ''
    } else cell += ch
  }
  cells.push(cell)
  return cells.map((c) => c.trim())
}

export function structureFromCsv(text: string): ParseResult {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '')
  if (lines.length < 2) return { ok: false, line: 1, message: 'no rows' }
  const header = splitCsvLine(lines[0]!).map((h) => h.toLowerCase())
  const col = (name: (typeof CSV_COLUMNS)[number]): number => header.indexOf(name)
  if (col('kind') < 0 || col('minutes') < 0) return { ok: false, line: 1, message: 'the header needs at least kind and minutes' }
  const items: unknown[] = []
  for (let i = 1; i < lines.length; i += 1) {
    const cells = splitCsvLine(lines[i]!)
    const get = (name: (typeof CSV_COLUMNS)[number]): string => (col(name) >= 0 ? (cells[col(name)] ?? '') : '')
    const num = (name: (typeof CSV_COLUMNS)[number]): number | undefined => (get(name) === '' ? undefined : Number(get(name)))
    const yes = (name: (typeof CSV_COLUMNS)[number]): boolean | undefined => (/^(yes|true|1)$/i.test(get(name)) ? true : undefined)
    const seconds = Math.round((num('minutes') ?? NaN) * 60)
    const kind = get('kind').toLowerCase()
    const drop = (o: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''))
    const item: Record<string, unknown> =
      kind === 'break'
        ? drop({ kind, seconds, label: get('label'), colorUp: get('color_up') || undefined, addOn: yes('add_on') })
        : drop({
            kind,
            seconds,
            smallBlind: num('small_blind') ?? 0,
            bigBlind: num('big_blind') ?? 0,
            ante: num('ante') ?? 0,
            anteKind: get('ante_kind') || undefined,
            smallBet: num('small_bet'),
            bigBet: num('big_bet'),
            bringIn: num('bring_in'),
            complete: num('complete'),
            pointValue: num('point_value'),
            game: get('game') || undefined,
            lateRegistrationEnds: yes('late_registration_ends')
          })
    items.push(item)
  }
  const parsed = Structure.safeParse({ items })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return { ok: false, line: Number(issue.path[1] ?? -1) + 2, message: `${issue.path.slice(2).join('.') || 'row'}: ${issue.message}` }
  }
  return { ok: true, structure: parsed.data as Structure }
}

export type { StructureItem }
