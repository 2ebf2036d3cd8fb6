import type { SeatingView } from '../src/shared/core/seating/views'

/**
 * What the floor answers when a balancing proposal asks where the dealer buttons are (issue 14.6, §8.4, BFSP §3.1):
 * the seat recorded before, else the table's last occupied seat. Null when nothing is asked. The benches answer it
 * the way the floor does and then confirm the proposal that follows.
 */
export function buttonsToRecord(view: SeatingView): Array<{ table: number; seat: number }> | null {
  const asked = view.pending?.buttonsAsked ?? []
  if (asked.length === 0) return null
  return asked.map((number) => {
    const table = view.tables.find((t) => t.number === number)!
    const occupied = table.seats.filter((s) => s.entryId)
    return { table: number, seat: table.button ?? occupied.at(-1)!.seat }
  })
}

/** The proposal to confirm after the buttons were recorded: the one the `seating.buttons` command proposed. */
export function proposalAfter(events: ReadonlyArray<Record<string, unknown>>, before: unknown): unknown {
  return events.find((e) => e.type === 'seating.proposed')?.proposalId ?? before
}
