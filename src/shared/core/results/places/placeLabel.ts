/** "5" or "5–6" for a shared place (§24.9а). */
export function placeLabel(place: number | null | undefined, placeTo?: number | null): string {
  if (place == null) return ''
  return placeTo != null && placeTo > place ? `${place}–${placeTo}` : String(place)
}
