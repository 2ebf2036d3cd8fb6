import { describe, expect, it } from 'vitest'
import { decideImport } from '../../../../src/main/app/imports/tournamentImport'
import { TournamentExport } from '../../../../src/shared/contract/operations'
import { versionOf } from '../../../../src/shared/core/eventSchemas'
import type { DomainEvent } from '../../../../src/shared/core/events'
import { fold } from '../../../../src/shared/core/evolve'
import { playerHistory } from '../../../../src/shared/core/history/views'
import { previewResultsImport, resultsImportDocument } from '../../../../src/shared/core/history/resultsImport'
import { placesOf } from '../../../../src/shared/core/results/state'
import { resultsView } from '../../../../src/shared/core/views/results'
import { initialState, type FloorState } from '../../../../src/shared/core/state'
import { given, testContext } from '../../../support/decider'
import { mainEvent } from '../../../support/fixtures'
import { created, playerCreated, registered, T } from '../../../support/registration'

const PLAYED = Date.UTC(2025, 4, 17, 18)
const NAMES = ['Anna', 'Boris', 'Vera', 'Gleb', 'Dina', 'Egor', 'Zhanna']

/** preview → document → the ordinary import decision → folded into a state: what the History page records. */
function imported(csv: string): { state: FloorState; tournamentId: string; events: DomainEvent[] } {
  let id = 0
  const newId = () => `id-${++id}`
  const preview = previewResultsImport(initialState().players, csv)
  expect(preview.problems).toEqual([])
  const document = resultsImportDocument(preview, {
    fields: { ...mainEvent, name: 'Spring 2025', date: '2025-05-17' },
    playedAt: PLAYED,
    recordedAt: PLAYED + 86_400_000,
    actor: 'Olga (TD)',
    newId,
    versionOf
  })
  const decided = decideImport(initialState(), TournamentExport.parse(document), { operator: 'Olga (TD)', newId })
  if (!decided.ok) throw new Error(decided.error.message)
  const state = fold(
    decided.value.map((r, i) => ({ ...r, seq: i + 1 })),
    initialState()
  )
  return { state, tournamentId: document.tournamentId, events: decided.value.map((r) => r.event) }
}

/** Name → [place, placeTo, basis], through the real core's place computation. */
function placesByName(state: FloorState, tournamentId: string) {
  const t = state.tournaments.get(tournamentId)!
  const nameOf = (entryId: string) =>
    state.players.byId.get(t.registration.entries.get(entryId)!.playerId)!.fields.displayName
  return Object.fromEntries(placesOf(t).results.map((r) => [nameOf(r.entryId), [r.place, r.placeTo, r.basis]]))
}

describe('a result list with shared places, imported and read back (§27.7, §9.5)', () => {
  it('§27.7: "5, 5, 7" folds to places 5–6 for both, 7 for the next, the basis "equal places" as a live tie', () => {
    const csv = ['Place,Name', ...['1', '2', '3', '4', '5', '5', '7'].map((p, i) => `${p},${NAMES[i]}`)].join('\n')
    const { state, tournamentId, events } = imported(csv)
    expect(placesByName(state, tournamentId)).toEqual({
      Anna: [1, 1, 'last-remaining'],
      Boris: [2, 2, 'sole-elimination'],
      Vera: [3, 3, 'sole-elimination'],
      Gleb: [4, 4, 'sole-elimination'],
      Dina: [5, 6, 'equal-places'],
      Egor: [5, 6, 'equal-places'],
      Zhanna: [7, 7, 'sole-elimination']
    })
    // The tie is one hand of two with equal stacks, split — then each entry's elimination with the hand's id.
    const hands = events.filter((e) => e.type === 'results.handRecorded')
    expect(hands).toHaveLength(1)
    const hand = hands[0] as Extract<DomainEvent, { type: 'results.handRecorded' }>
    expect(hand.outcome.tieRule).toBe('split')
    expect(hand.outcome.busts.map((b) => b.startStack)).toEqual([0, 0])
    expect(hand.places.map((p) => [p.place, p.placeTo])).toEqual([
      [5, 6],
      [5, 6]
    ])
    const eliminated = events.filter((e) => e.type === 'entry.eliminated' && e.handId === hand.handId)
    expect(eliminated).toHaveLength(2)
    // The admin's results and the player's history show the shared place.
    const view = resultsView(state, tournamentId)!
    expect(view.winner?.displayName).toBe('Anna')
    expect(view.rows.map((r) => `${r.place}–${r.placeTo}`)).toEqual(['1–1', '2–2', '3–3', '4–4', '5–6', '5–6', '7–7'])
    const dina = [...state.players.byId.values()].find((p) => p.fields.displayName === 'Dina')!
    expect(playerHistory(state, dina.id)!.rows.map((r) => [r.place, r.placeTo, r.entrants])).toEqual([[5, 6, 7]])
  })

  it('§27.7: the imported tie gives the places a tie recorded live gives (two out in one hand with equal stacks)', () => {
    const csv = ['Place;Name', '1;Anna', '2;Boris', '3–4;Vera', '3–4;Gleb', '5;Dina'].join('\n')
    const file = imported(csv)
    const fromFile = placesByName(file.state, file.tournamentId)
    // Live: Dina out alone, then Vera and Gleb in one hand with 12,000 each, then Boris.
    let events: DomainEvent[] = [
      created,
      ...NAMES.slice(0, 5).map((n, i) => playerCreated(`p${i + 1}`, n)),
      ...NAMES.slice(0, 5).map((_, i) => registered(`e${i + 1}`, `p${i + 1}`, i + 1))
    ]
    let n = 0
    for (const busts of [['e5'], ['e3', 'e4'], ['e2']]) {
      const command = {
        type: 'results.recordHand',
        tournamentId: T,
        level: 3,
        confirmedBy: 'Floor Ivan',
        busts: busts.map((entryId) => ({ entryId, startStack: 12_000 }))
      } as const
      const ctx = testContext({ newId: () => `h${++n}` })
      events = [
        ...events,
        ...given(...events)
          .when(command, undefined, ctx)
          .events()
      ]
    }
    const live = given(...events).state
    expect(placesByName(live, T)).toEqual(fromFile)
    expect(fromFile).toMatchObject({
      Vera: [3, 4, 'equal-places'],
      Gleb: [3, 4, 'equal-places'],
      Dina: [5, 5, 'sole-elimination']
    })
  })

  it('§27.7: a tie at the last places — three share 4–6 — and a list without ties keeps one hand per place', () => {
    const tie = ['Place,Name', '1,Anna', '2,Boris', '3,Vera', '4,Gleb', '4,Dina', '4,Egor'].join('\n')
    const { state, tournamentId } = imported(tie)
    const places = placesByName(state, tournamentId)
    expect([places.Gleb, places.Dina, places.Egor]).toEqual([
      [4, 6, 'equal-places'],
      [4, 6, 'equal-places'],
      [4, 6, 'equal-places']
    ])
    const plain = ['Place,Name', '2,Boris', '1,Anna', '3,Vera'].join('\n')
    const none = imported(plain)
    expect(none.events.some((e) => e.type === 'results.handRecorded')).toBe(false)
    expect(placesByName(none.state, none.tournamentId)).toEqual({
      Anna: [1, 1, 'last-remaining'],
      Boris: [2, 2, 'sole-elimination'],
      Vera: [3, 3, 'sole-elimination']
    })
  })
})
