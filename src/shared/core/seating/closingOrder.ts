import { reject } from '../rejection'

/**
 * §9.1, §9.2 а: a published closing order made whole. The director names the tables that close first; the tables not
 * named close after them, in table-number order (as proposals follow table numbers when the director chooses at each
 * break, §9.2 г) — "5, 4, 3, 2" in a room of tables 1–5 is 5, 4, 3, 2, then 1, the final table. A table named twice
 * or not in the room is refused, naming it. `added`: the tables the order did not name, in the order they were put.
 */
export function completeClosingOrder(
  order: readonly number[],
  tables: readonly number[]
): { order: number[]; added: number[] } {
  const room = new Set(tables)
  const named = new Set<number>()
  order.forEach((table, i) => {
    if (!room.has(table))
      reject('error.seating.closingOrderUnknown', `Table ${table} in the closing order is not in the room (§9.2)`, {
        field: `closingOrder.order.${i}`,
        params: { table, tables: [...tables].sort((a, b) => a - b).join(', ') }
      })
    if (named.has(table))
      reject('error.seating.closingOrderTwice', `Table ${table} is named twice in the closing order (§9.2)`, {
        field: `closingOrder.order.${i}`,
        params: { table }
      })
    named.add(table)
  })
  const added = [...tables].filter((n) => !named.has(n)).sort((a, b) => a - b)
  return { order: [...order, ...added], added }
}
