/**
 * The places of an imported result list. Players out in one hand with equal stacks share the places
 * (§27.7, §24.9а): a place shared by k players occupies p … p+k−1, written the two ways result sheets write it — the
 * same number on each row followed by the skipped numbers ("5, 5, 7"), or a range cell ("5-6", "5–6", "5—6"). The
 * list must then be exactly 1…n. Place 1 is never shared: §27.7 shares the places of players who go out in one hand,
 * and the winner does not go out — it is the one entry left (results/places/placesTable.ts; placeHand keeps at least one in).
 */
export interface PlaceCell {
  readonly place: number
  /** The end of a range cell ("5–6" → 6); null for a single number. */
  readonly rangeTo: number | null
}

export interface PlaceProblem {
  readonly code: string
  readonly params: Readonly<Record<string, string | number>>
}

/** One place shared by several rows: places `place` … `placeTo`, the file's lines. */
export interface SharedPlace {
  readonly place: number
  readonly placeTo: number
  readonly lines: readonly number[]
}

export interface PlaceListCheck {
  readonly problems: readonly PlaceProblem[]
  /** Each place several rows share (warnings: the director confirms they are intended). */
  readonly shared: readonly SharedPlace[]
}

const RANGE = /^(\d{1,6})\s*[-–—]\s*(\d{1,6})$/

/** "5", "5.", "5)", or a range "5-6" / "5–6" / "5—6" (the second greater); null when it is none of these. */
export function readPlaceCell(text: string): PlaceCell | null {
  const value = text.trim().replace(/[.)]$/, '')
  if (/^\d{1,6}$/.test(value)) return Number(value) >= 1 ? { place: Number(value), rangeTo: null } : null
  const range = RANGE.exec(value)
  if (!range) return null
  const [from, to] = [Number(range[1]), Number(range[2])]
  return from >= 1 && to > from ? { place: from, rangeTo: to } : null
}

const listed = (lines: readonly number[]) => lines.join(', ')

/**
 * Check the places of `count` rows (null: unreadable, named on its row). Every problem names the place and lines:
 * the winner shared, a range the rows do not fill, a place inside a shared range, places nobody has.
 */
export function checkPlaceList(
  rows: ReadonlyArray<{ readonly line: number; readonly cell: PlaceCell | null }>,
  count: number
): PlaceListCheck {
  const groups = new Map<number, { lines: number[]; ends: Set<number> }>()
  for (const { line, cell } of rows) {
    if (!cell) continue
    const group = groups.get(cell.place) ?? { lines: [], ends: new Set<number>() }
    group.lines.push(line)
    if (cell.rangeTo !== null) group.ends.add(cell.rangeTo)
    groups.set(cell.place, group)
  }
  const problems: PlaceProblem[] = []
  const shared: SharedPlace[] = []
  /** Each place taken so far → the group (its first place) that takes it. */
  const taken = new Map<number, number>()
  for (const place of [...groups.keys()].sort((a, b) => a - b)) {
    const { lines, ends } = groups.get(place)!
    const placeTo = place + lines.length - 1
    const owner = taken.get(place)
    if (owner !== undefined) {
      // "5, 5, 6": place 6 is the second of the shared 5–6; the next place is 7.
      const before = groups.get(owner)!.lines
      problems.push({
        code: 'resultsImport.error.insideShared',
        params: {
          place,
          count: lines.length,
          lines: listed(lines),
          shared: owner,
          sharedTo: owner + before.length - 1,
          sharedLines: listed(before),
          next: owner + before.length
        }
      })
    }
    const wrongRange = [...ends].sort((a, b) => a - b).find((end) => end !== placeTo)
    if (place === 1 && (lines.length > 1 || ends.size > 0)) {
      problems.push({ code: 'resultsImport.error.sharedWinner', params: { count: lines.length, lines: listed(lines) } })
    } else if (wrongRange !== undefined) {
      problems.push({
        code: 'resultsImport.error.sharedRange',
        params: { place, placeTo: wrongRange, size: wrongRange - place + 1, count: lines.length, lines: listed(lines) }
      })
    } else if (lines.length > 1) shared.push({ place, placeTo, lines })
    for (let p = place; p <= placeTo; p += 1) if (!taken.has(p)) taken.set(p, place)
  }
  const missing: number[] = []
  for (let p = 1; p <= count; p += 1) if (!taken.has(p)) missing.push(p)
  if (missing.length > 0)
    problems.push({ code: 'resultsImport.error.missingPlaces', params: { places: missing.slice(0, 20).join(', ') } })
  return { problems, shared }
}
