import { isInPlay } from '../registration'
import { reject } from '../rejection'
import type { Tournament } from '../tournament'

/**
 * The hall's tables are one room: a table number names one physical table, so two tournaments in play never use the
 * same number — or two screens announce "table 3" for different tables (§8.1, §8.5: a move names the table the
 * player goes to). A table is in use while it is open in the drawn room of another tournament in play. Refused, not
 * warned (docs/decisions.md): the remedy, other numbers, costs the director seconds; a clash costs the floor the hour.
 */
export function requireTablesFree(
  tournaments: Iterable<Tournament>,
  target: Tournament,
  numbers: readonly number[],
  field = 'tables'
): void {
  const wanted = new Set(numbers)
  for (const t of tournaments) {
    if (t.id === target.id || !isInPlay(t) || !t.seating?.drawn) continue
    const clash = [...t.seating.room.tables.values()]
      .filter((table) => table.open && wanted.has(table.number))
      .map((table) => table.number)
      .sort((a, b) => a - b)
    if (clash.length > 0)
      reject(
        'error.seating.tableInUse',
        `Table ${clash.join(', ')} is in play in ${t.fields.name}: the hall's tables are one room, choose other numbers`,
        { field, params: { tables: clash.join(', '), tournament: t.fields.name, count: clash.length } }
      )
  }
}
