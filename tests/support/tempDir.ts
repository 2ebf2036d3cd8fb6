import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach } from 'vitest'

/** A fresh temp folder per test, removed afterwards. Tests use a real SQLite file in it. */
export function useTempDir(): () => string {
  const made: string[] = []
  afterEach(() => {
    // Retried: a store closed at the end of a test may still have a job of the worker thread finishing in the folder
    // (a snapshot part, SQLite's journal) for a moment, and removing it then fails with ENOTEMPTY. (Jobs still waiting
    // for their turn are skipped once their floor is closed: a burst of commands used to leave checkpoints that ran
    // after the close and failed this in CI twice.)
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 })
  })
  return () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'floorclock-test-'))
    made.push(dir)
    return dir
  }
}
