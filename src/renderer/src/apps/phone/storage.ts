import type { Me } from './seat'

/** Who this phone belongs to, per tournament, in this phone's own storage only. */
const KEY = 'floorclock.phone.me:'

export function loadMe(tournamentId: string): Me | null {
  try {
    const raw = localStorage.getItem(KEY + tournamentId)
    const me = raw ? (JSON.parse(raw) as Me) : null
    return me && (me.kind === 'name' || me.kind === 'card') && typeof me.name === 'string' ? me : null
  } catch {
    return null
  }
}

export function saveMe(tournamentId: string, me: Me | null): void {
  try {
    if (me) localStorage.setItem(KEY + tournamentId, JSON.stringify(me))
    else localStorage.removeItem(KEY + tournamentId)
  } catch {
    // storage full or refused: the page still works for this visit
  }
}
