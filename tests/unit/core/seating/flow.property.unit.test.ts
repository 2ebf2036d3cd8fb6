import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { entriesToSeat } from '../../../../src/shared/core/registration/entries'
import { verifyDrawChain } from '../../../../src/shared/core/seating/hash'
import { SeatingFlow, tenMax } from '../../../support/seatingFlow'

/**
 * The same invariants as the engine property, through the commands: registration, eliminations, confirmations and
 * button moves go through decide → events → evolve, so follow-ups and folding are covered too (RULES §4).
 */
describe('seating through the commands (property)', () => {
  it('every entry still in has exactly one seat; confirmed proposals leave tables within the tolerance at the fewest tables', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 58 }),
        fc.boolean(),
        fc.array(
          fc.constantFrom(
            'eliminate' as const,
            'eliminate' as const,
            'eliminate' as const,
            'late' as const,
            'button' as const
          ),
          { minLength: 20, maxLength: 120 }
        ),
        fc.nat(),
        (players, buttons, steps, pickSeed) => {
          const f = new SeatingFlow(players)
          f.run({
            type: 'seating.configure',
            tournamentId: 't1',
            tables: tenMax(6),
            closingOrder: { kind: 'published', order: [1, 2, 3, 4, 5, 6] },
            rules: {},
            trackButtons: buttons
          })
          f.run({ type: 'seating.draw', tournamentId: 't1' })
          let pick = pickSeed
          let late = 0
          const settle = (): void => {
            for (let i = 0; i < 30 && f.seating.pending; i += 1) {
              if (f.answerButtons()) continue // the asked buttons first
              const p = f.seating.pending
              if (p.proposal.deferred && p.proposal.moves.length === 0) {
                for (const t of f.seating.room.tables.values())
                  if (t.open) f.run({ type: 'seating.button', tournamentId: 't1', table: t.number, seat: 'advance' })
                continue
              }
              f.run({ type: 'seating.confirm', tournamentId: 't1', proposalId: p.id })
            }
          }
          settle()
          for (const step of steps) {
            const t = f.state.tournaments.get('t1')!
            const seated = [...f.seating.room.seatOf.keys()]
            if (seated.length <= 1) break
            if (step === 'eliminate') {
              pick = (pick * 31 + 7) % 1_000_003
              f.run({
                type: 'entry.eliminate',
                tournamentId: 't1',
                entryId: seated[pick % seated.length]!,
                level: 1,
                confirmedBy: 'Floor'
              })
            } else if (step === 'late' && f.seating.room.openTableCount > 1 && seated.length < 60) {
              // (A full room leaves a late entry unseated and listed for the floor; not this property.)
              const id = `late${late++}`
              f.fold([
                {
                  type: 'player.created',
                  playerId: id,
                  fields: {
                    displayName: id,
                    fullName: '',
                    participantNumber: '',
                    clubId: '',
                    contact: '',
                    ageConfirmed: true,
                    rulesConsent: true,
                    dataConsent: true,
                    notes: ''
                  },
                  source: 'desk'
                }
              ])
              f.run(
                {
                  type: 'entry.register',
                  tournamentId: 't1',
                  playerId: id,
                  preRegistered: false,
                  waitingList: false,
                  override: true
                },
                { reason: 'late entry' }
              )
            } else if (step === 'button' && buttons) {
              const open = [...f.seating.room.tables.values()].find((x) => x.open)!
              f.run({ type: 'seating.button', tournamentId: 't1', table: open.number, seat: 'advance' })
            }
            settle()
            const active = new Set(entriesToSeat(t).map((e) => e.id))
            expect(new Set(f.seating.room.seatOf.keys())).toEqual(active)
            const counts = [...f.seating.room.tables.values()].filter((x) => x.open).map((x) => x.count)
            expect(counts.reduce((a, b) => a + b, 0)).toBe(active.size)
            if (!f.seating.pending) {
              expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1)
              const fewest = Math.ceil(active.size / 10)
              expect(
                f.seating.room.openTableCount === fewest ||
                  (fewest === 1 && active.size > 9 && f.seating.room.openTableCount === 2)
              ).toBe(true)
            }
          }
          expect(verifyDrawChain(f.seating.draws).ok).toBe(true)
        }
      ),
      { numRuns: 100 }
    )
  }, 180_000)
})
