import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')

async function lintAs(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root })
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message)
}

describe('the pure core stays pure (lint rule on src/shared)', () => {
  it.each([
    ["import Database from 'better-sqlite3'", 'no-restricted-imports'],
    ["import { app } from 'electron'", 'no-restricted-imports'],
    ["import fs from 'node:fs'", 'no-restricted-imports'],
    ["import { useState } from 'react'", 'no-restricted-imports'],
    ['export const t = Date.now()', 'no-restricted-properties'],
    ['export const r = Math.random()', 'no-restricted-properties'],
    ['export const w = document.title', 'no-restricted-globals']
  ])('refuses %s in src/shared/core', async (code, rule) => {
    expect(await lintAs('src/shared/core/probe.ts', `${code}\n`)).toContain(rule)
  })

  it('allows the same import in the main process', async () => {
    expect(await lintAs('src/main/app/probe.ts', "import fs from 'node:fs'\nexport const x = fs\n")).toEqual([])
  })
})
