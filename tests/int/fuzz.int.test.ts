import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mainEvent } from '../support/fixtures'
import { admin, openTestFloor } from '../support/floor'
import { stateHash } from '../support/stateHash'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()

/**
 * property-based fuzzing of the contract against the real store. Every command is either applied (the
 * journal grows by exactly its events) or refused with a clear error (journal size and state hash unchanged); the
 * service never throws.
 */
const validCommands = (tournamentId: string): fc.Arbitrary<Record<string, unknown>> =>
  // Creates are rare so that the state (hashed before and after every command) stays of a realistic size.
  fc.oneof(
    { weight: 1, arbitrary: fc.constant({ type: 'tournament.create', fields: mainEvent }) },
    {
      weight: 6,
      arbitrary: fc.record({
        type: fc.constant('tournament.edit'),
        tournamentId: fc.constant(tournamentId),
        changes: fc.record({ notes: fc.string() })
      })
    },
    { weight: 2, arbitrary: fc.constant({ type: 'tournament.display', tournamentId }) }
  )

const mutation = fc.oneof(
  fc.jsonValue(),
  fc.constant(undefined),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.constant('\u0000\uFFFF'),
  fc.constant({ __proto__: { admin: true } }),
  fc.array(fc.anything(), { maxLength: 3 })
)

const malformedEnvelope = (tournamentId: string): fc.Arbitrary<unknown> =>
  fc.oneof(
    // arbitrary junk
    fc.anything(),
    // a valid command with one field replaced by junk
    fc.tuple(validCommands(tournamentId), fc.string({ maxLength: 12 }), mutation).map(([command, key, value]) => {
      const keys = Object.keys(command)
      const target = keys[key.length % keys.length]!
      return { command: { ...command, [key.length % 3 === 0 ? key : target]: value } }
    }),
    // a valid create with one announced field replaced by junk
    fc.tuple(fc.constantFrom(...Object.keys(mainEvent)), mutation).map(([field, value]) => ({
      command: { type: 'tournament.create', fields: { ...mainEvent, [field]: value } }
    })),
    // valid commands with junk meta
    fc.tuple(validCommands(tournamentId), mutation).map(([command, meta]) => ({ command, meta })),
    // plain valid commands, so the sequence also moves the state on
    validCommands(tournamentId).map((command) => ({ command }))
  )

describe('fuzzing the contract against the real store', () => {
  it('applies or refuses 10,000 random and malformed commands; refused ones change nothing', () => {
    let tried = 0
    let refused = 0
    let changedByRefused = 0
    // Five fresh stores of 2,000 commands each: the state hashed before and after every command stays of a
    // realistic size, so the run stays fast; the seeds are fixed and printed by fast-check on failure.
    const baseSeed = Number(process.env.FLOORCLOCK_FUZZ_SEED ?? 20261129)
    for (let round = 0; round < 5; round += 1) {
      const floor = openTestFloor(tempDir())
      const created = floor.service.execute({ command: { type: 'tournament.create', fields: mainEvent } }, admin())
      if (!created.ok) throw new Error('setup failed')
      const tournamentId = floor.service.current.displayedTournamentId!
      fc.assert(
        fc.property(malformedEnvelope(tournamentId), (input) => {
          tried += 1
          const countBefore = floor.store.count()
          const hashBefore = stateHash(floor.service.current)
          const result = floor.service.execute(input, admin())
          if (result.ok) {
            expect(floor.store.count()).toBe(countBefore + result.value.events.length)
          } else {
            refused += 1
            expect(result.error.code).toMatch(/^error\./)
            expect(result.error.message.length).toBeGreaterThan(3)
            if (floor.store.count() !== countBefore || stateHash(floor.service.current) !== hashBefore)
              changedByRefused += 1
          }
        }),
        { numRuns: 2_000, seed: baseSeed + round }
      )
      floor.close()
    }
    console.log(
      `fuzz: ${tried} commands tried, ${refused} refused, state changes from refused commands: ${changedByRefused}`
    )
    expect(tried).toBeGreaterThanOrEqual(10_000)
    expect(refused).toBeGreaterThan(1000)
    expect(changedByRefused).toBe(0)
  }, 300_000)
})
