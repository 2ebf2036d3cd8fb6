import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { commandMemoryOf, envelopeHash } from '../../src/main/app/dispatch/commandIds'
import { fold } from '../../src/shared/core/evolve'
import { initialState } from '../../src/shared/core/state'
import { mainEvent } from '../support/fixtures'
import { admin, openTestFloor } from '../support/floor'
import { stateHash } from '../support/stateHash'
import { useTempDir } from '../support/tempDir'

/**
 * §27.8 (the record is the truth; nothing shown that is not recorded): a command sent with its id is written with its
 * remembered answer in one transaction. When that transaction rolls back after the command's records were folded in
 * — the answer's write refused, as on a full disk — the live state follows the journal again, and so does a restart.
 * The failure is a trigger on the real SQLite file, refusing the answer's row.
 */
const tempDir = useTempDir()

describe('a command whose transaction rolls back after the fold', () => {
  it('leaves the state as the journal is, before and after a restart', () => {
    const dir = tempDir()
    const floor = openTestFloor(dir)
    const envelope = { command: { type: 'tournament.create', fields: mainEvent } }
    const first = floor.service.execute(envelope, admin())
    expect(first.ok).toBe(true)
    const before = stateHash(floor.service.current)

    // A second connection to the same file: the answers' rows are refused from now on.
    const other = new Database(floor.databaseFile)
    other.exec(`CREATE TRIGGER refuse_answers BEFORE INSERT ON settings WHEN NEW.key LIKE 'command:%'
                BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`)
    other.close()

    const second = { command: { type: 'tournament.create', fields: { ...mainEvent, name: 'Never recorded' } } }
    const memory = commandMemoryOf(floor.service)
    expect(() => memory.record('c-2', envelopeHash(second), () => floor.service.execute(second, admin()))).toThrow(
      /disk is full/
    )
    // Not in the journal, so not in the state: one tournament, the state equal to the journal's fold.
    expect([...floor.service.current.tournaments.values()].map((t) => t.fields.name)).toEqual([mainEvent.name])
    expect(stateHash(floor.service.current)).toBe(before)
    expect(stateHash(floor.service.current)).toBe(stateHash(fold(floor.store.readAll(), initialState())))
    // Later commands record on top of the journal as it is.
    const third = floor.service.execute(
      { command: { type: 'tournament.create', fields: { ...mainEvent, name: 'Third' } } },
      admin()
    )
    expect(third.ok).toBe(true)
    const after = stateHash(floor.service.current)
    floor.close()

    const again = openTestFloor(dir)
    expect(stateHash(again.service.current)).toBe(after)
    expect([...again.service.current.tournaments.values()].map((t) => t.fields.name).sort()).toEqual(
      [mainEvent.name, 'Third'].sort()
    )
    again.close()
  })
})
