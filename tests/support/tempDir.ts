import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach } from 'vitest'

/** A fresh temp folder per test, removed afterwards. Tests use a real SQLite file in it. */
export function useTempDir(): () => string {
  const made: string[] = []
  afterEach(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  })
  return () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'floorclock-test-'))
    made.push(dir)
    return dir
  }
}
