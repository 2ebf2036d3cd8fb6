import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openFloor } from '../../src/main/app/bootstrap'
import { specOf } from '../../src/shared/core/eventSchemas'
import { canonicalJson, digest, journalFacts } from '../support/canonical'
import { useTempDir } from '../support/tempDir'

const tempDir = useTempDir()
const FIXTURE = path.join(import.meta.dirname, '../fixtures/journal-v1')

/** A copy of the fixture journal in a fresh data folder, opened as the app opens its own. */
function openFixture() {
  const dir = tempDir()
  fs.copyFileSync(path.join(FIXTURE, 'floorclock.sqlite'), path.join(dir, 'floorclock.sqlite'))
  return openFloor(dir, { newId: () => 'never', randomInt: () => 0 })
}

/**
 * a journal written by the build before event versions (registration, the draw, eliminations with
 * balancing, corrections, an undo, penalties, disputes, the series; made by tests/fixtures/journal-v1/make.ts) folds
 * to the same facts forever. The expected digest was taken with the build that wrote the file.
 */
describe('the journal written by an earlier build', () => {
  const expected = JSON.parse(fs.readFileSync(path.join(FIXTURE, 'expected.json'), 'utf8')) as {
    events: number
    digest: string
  }

  it('folds to the same facts (canonical digest) as when it was written', () => {
    const floor = openFixture()
    try {
      expect(floor.store.count()).toBe(expected.events)
      const facts = canonicalJson(journalFacts(floor.service.current))
      const written = fs.readFileSync(path.join(FIXTURE, 'facts.json'), 'utf8')
      // The readable facts first, so a failure shows what changed; then the digest of the whole.
      expect(JSON.parse(facts)).toEqual(JSON.parse(written))
      expect(digest(facts)).toBe(expected.digest)
    } finally {
      floor.close()
    }
  })

  it('keeps the undo and the correction of eliminations that registration recorded (hand ids of the old rule)', () => {
    const floor = openFixture()
    try {
      const t = [...floor.service.current.tournaments.values()][0]!
      const undone = t.results.records.find((r) => r.type === 'hand-undone')
      expect(undone).toMatchObject({ handId: 'e60' })
      expect(t.results.hands.get('e60')?.entryIds).toEqual([])
      const corrected = t.results.records.filter((r) => r.type === 'hand-corrected').map((r) => r.handId)
      expect(corrected).toContain('e75')
      expect(t.results.hands.get('e75')?.outcome.busts[0]).toMatchObject({ startStack: 5000 })
    } finally {
      floor.close()
    }
  })

  it('every record, read at this build’s version, is accepted by its own schema without a change', () => {
    const floor = openFixture()
    try {
      const types = new Set<string>()
      for (const record of floor.store.readAll()) {
        types.add(record.event.type)
        const parsed = specOf(record.event.type)!.schema.safeParse(record.event)
        expect(parsed.success, `record ${record.seq} (${record.event.type})`).toBe(true)
        expect(parsed.data, `record ${record.seq}`).toEqual(record.event)
      }
      expect(types.size).toBeGreaterThan(50)
    } finally {
      floor.close()
    }
  })
})
