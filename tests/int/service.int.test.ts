import { describe, expect, it } from 'vitest'
import { mainEvent } from '../support/fixtures'
import { admin, display, openTestFloor } from '../support/floor'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()

describe('the service at the boundary', () => {
  it.each([
    ['an unknown command', { command: { type: 'chips.pay', amount: 5 } }, 'command.type'],
    [
      'a missing field',
      { command: { type: 'tournament.create', fields: { ...mainEvent, name: undefined } } },
      'command.fields.name'
    ],
    [
      'a wrong type',
      { command: { type: 'tournament.create', fields: { ...mainEvent, startingStack: '30000' } } },
      'command.fields.startingStack'
    ],
    ['an unknown field', { command: { type: 'tournament.create', fields: mainEvent }, sneaky: true }, ''],
    ['not an object', 'DROP TABLE events', ''],
    [
      'an empty reason',
      { command: { type: 'tournament.create', fields: mainEvent }, meta: { reason: '  ' } },
      'meta.reason'
    ]
  ])('refuses %s with a clear error and writes nothing', (_what, input, field) => {
    const floor = openTestFloor(tempDir())
    const before = floor.store.count()
    const result = floor.service.execute(input, admin())
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.error.code).toBe('error.invalid')
      if (field) expect(result.error.field).toBe(field)
      expect(result.error.message.length).toBeGreaterThan(5)
    }
    expect(floor.store.count()).toBe(before)
    floor.close()
  })

  it('refuses a domain rejection and writes nothing', () => {
    const floor = openTestFloor(tempDir())
    const result = floor.service.execute(
      { command: { type: 'tournament.edit', tournamentId: 'ghost', changes: { venue: 'x' } } },
      admin()
    )
    expect(result).toMatchObject({ ok: false, error: { code: 'error.tournament.notFound', field: 'tournamentId' } })
    expect(floor.store.count()).toBe(0)
    floor.close()
  })

  it('lets a display read public data but record nothing', () => {
    const floor = openTestFloor(tempDir())
    floor.service.execute(
      {
        command: { type: 'tournament.create', fields: { ...mainEvent, notes: 'internal: buy-in desk key in drawer 2' } }
      },
      admin()
    )
    const refused = floor.service.execute({ command: { type: 'tournament.create', fields: mainEvent } }, display())
    expect(refused).toMatchObject({ ok: false, error: { code: 'error.readOnly' } })
    expect(floor.service.query({ type: 'journal.list' }, display())).toMatchObject({ ok: false })
    expect(floor.service.subscribe({ topic: 'tournaments' }, display(), () => undefined)).toMatchObject({ ok: false })
    const shown = floor.service.query({ type: 'display.get' }, display())
    expect(shown.ok).toBe(true)
    expect(JSON.stringify(shown)).not.toContain('drawer 2')
    expect(floor.store.count()).toBe(1)
    floor.close()
  })
})
