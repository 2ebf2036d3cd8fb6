import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../src/shared/i18n'
import { buildProtocol, type ProtocolAudience, type ProtocolInput } from '../../../../src/shared/core/protocol/document'
import { renderProtocolHtml } from '../../../../src/shared/core/protocol/html'
import { layoutProtocol } from '../../../../src/shared/core/protocol/layout'
import { renderResultsCsv } from '../../../../src/shared/core/protocol/resultsCsv'
import { T0 } from '../../../support/decider'
import { bountyDay2, kitchenSink, olympicShootout, rebuyEvening } from '../../../support/protocolFixtures'
import { protocolInput } from '../../../support/resultsFixtures'

/**
 * The printed protocol (§28.12, Appendix C) of several rich tournaments, as recorded: its HTML page, its layout (the
 * words the HTML and the PDF draw) and the results CSV, in every language and for both audiences (§27.11). A change
 * to what the protocol prints shows up here as a diff to read; a refactoring must leave every file as it is.
 */
const { day2, flight } = bountyDay2()
const fixtures: ReadonlyArray<{ name: string; input: ProtocolInput; generatedAt: number; timeZone?: string }> = [
  { name: 'twelve', input: protocolInput(12), generatedAt: T0 + 9_000_000 },
  { name: 'rebuyEvening', input: rebuyEvening().input, generatedAt: T0 + 9_000_000, timeZone: 'Europe/Minsk' },
  { name: 'olympic', input: olympicShootout().input, generatedAt: T0 + 3_600_000, timeZone: 'Europe/Minsk' },
  { name: 'bountyDay2', input: day2, generatedAt: T0 + 86_400_000, timeZone: 'Europe/Stockholm' },
  { name: 'bountyFlight1B', input: flight, generatedAt: T0 + 86_400_000, timeZone: 'Europe/Stockholm' },
  { name: 'kitchenSink', input: kitchenSink(), generatedAt: T0 + 400 * 60_000, timeZone: 'Europe/Stockholm' }
]
const audiences: readonly ProtocolAudience[] = ['internal', 'public']
const languages: readonly Language[] = ['ru', 'en', 'sv']

/** A span exactly `{ text, style }` as its text when plain, else as `{ [style]: text }`: the files stay readable. */
function short(v: unknown): unknown {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return v
  const keys = Object.keys(v)
  if (keys.length !== 2 || keys[0] !== 'text' || keys[1] !== 'style') return v
  const { text, style } = v as { text: unknown; style: unknown }
  return typeof text === 'string' && typeof style === 'string' ? (style === 'plain' ? text : { [style]: text }) : v
}

/**
 * JSON that keeps a key whose value is undefined apart from a missing key, and the order of keys; a value short enough
 * (a span, a cell, most rows) stays on one line so the files read as the tables they hold.
 */
function exact(value: unknown, indent = ''): string {
  const flat = JSON.stringify(value, (_key, v: unknown) => (v === undefined ? '<undefined>' : short(v)))
  if (flat.length <= 160 || value === null || typeof value !== 'object') return flat
  const inner = `${indent}  `
  const parts = Array.isArray(value)
    ? value.map((v) => `${inner}${exact(v, inner)}`)
    : Object.entries(value).map(([k, v]) => `${inner}${JSON.stringify(k)}: ${exact(v, inner)}`)
  return Array.isArray(value) ? `[\n${parts.join(',\n')}\n${indent}]` : `{\n${parts.join(',\n')}\n${indent}}`
}

describe('the printed protocol, recorded (§28.12, Appendix C)', () => {
  for (const { name, input, generatedAt, timeZone } of fixtures) {
    it(`${name}: HTML, layout and CSV in ru/en/sv, internal and public`, async () => {
      const recorded: Record<string, unknown> = {}
      for (const audience of audiences) {
        const doc = buildProtocol(input, { audience, generatedAt, ...(timeZone ? { timeZone } : {}) })
        for (const language of languages) {
          const layout = layoutProtocol(doc, { language })
          recorded[`${audience}.${language}`] = {
            layout: { ...layout, pageLabel: layout.pageLabel(2, 7) },
            csv: renderResultsCsv(doc, { language })
          }
          await expect(renderProtocolHtml(doc, { language })).toMatchFileSnapshot(
            `__snapshots__/${name}.${audience}.${language}.html`
          )
        }
      }
      await expect(`${exact(recorded)}\n`).toMatchFileSnapshot(`__snapshots__/${name}.layout.json`)
    })
  }
})
