/** What tells one correction record from another: the group its rows share, or who made it when and why. */
export interface CorrectionKey {
  readonly group?: string | null
  readonly at: number
  readonly by: string
  readonly reason: string
}

/** §27.8: the key of the record a change belongs to. */
export function correctionGroup(c: CorrectionKey): string {
  return c.group ?? `${c.at}|${c.by}|${c.reason}`
}

/** §27.8: corrections counted once each, however many rows (places moved, fields changed) one record made. */
export function countCorrections(corrections: readonly CorrectionKey[], after?: number): number {
  return new Set(corrections.filter((c) => after === undefined || c.at > after).map(correctionGroup)).size
}
