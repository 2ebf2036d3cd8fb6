import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The boundaries of the house are written once, in .dependency-cruiser.cjs, and checked here on the real tree; a
// small tree made for the test shows that each kind of wrong arrow is caught.
const root = path.resolve(__dirname, '../..')
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration

interface Finding {
  rule: string
  from: string
  to: string
}

async function cruiseTree(baseDir: string): Promise<ICruiseResult> {
  const reported = await cruise(['src'], {
    baseDir,
    validate: true,
    ruleSet: config,
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    outputType: 'json'
  })
  return typeof reported.output === 'string' ? (JSON.parse(reported.output) as ICruiseResult) : reported.output
}

function findings(result: ICruiseResult): Finding[] {
  return (result.summary.violations ?? []).map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }))
}

/** The core's areas that import each other at run time, both ways. */
function mutualPairs(result: ICruiseResult): string[] {
  const areaOf = (file: string): string | null => {
    const match = /^src\/shared\/core\/([^/.]+)/.exec(file)
    return match ? match[1]! : null
  }
  const arrows = new Set<string>()
  for (const module of result.modules) {
    const from = areaOf(module.source)
    if (!from) continue
    for (const dependency of module.dependencies) {
      const to = areaOf(dependency.resolved)
      if (!to || to === from || dependency.dependencyTypes.includes('type-only')) continue
      arrows.add(`${from} → ${to}`)
    }
  }
  return [...arrows].filter((arrow) => {
    const [from, to] = arrow.split(' → ')
    return from! < to! && arrows.has(`${to} → ${from}`)
  })
}

describe('the boundaries of the source tree', () => {
  it('the core areas depend one way and are entered through their index.ts, shared code imports no process, renderer and main never import each other', async () => {
    const result = await cruiseTree(root)
    expect(findings(result)).toEqual([])
    expect(mutualPairs(result)).toEqual([])
    // The check saw the tree: the core and both processes were cruised.
    const sources = result.modules.map((m) => m.source)
    expect(sources).toContain('src/shared/core/decide.ts')
    expect(sources).toContain('src/main/app/service.ts')
    expect(sources).toContain('src/renderer/src/apps/hall/content.ts')
  }, 120_000)
})

describe('the map in docs/ARCHITECTURE.md', () => {
  it('lists the same layers of the core, in the same order, as the check enforces', () => {
    const layers = (config as unknown as { coreLayers: string[][] }).coreLayers
    const map = fs.readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8')
    const table = map.slice(map.indexOf('<!-- layers:start -->'), map.indexOf('<!-- layers:end -->'))
    const rows = [...table.matchAll(/^\| (\d+) \| (.+) \|$/gm)].map((m) =>
      [...m[2]!.matchAll(/`([^`]+)`/g)].map((a) => a[1])
    )
    expect(layers.length).toBeGreaterThan(10)
    expect(rows).toEqual(layers)
  })

  it('places every folder of the core in a layer', () => {
    const layers = new Set((config as unknown as { coreLayers: string[][] }).coreLayers.flat())
    const core = path.join(root, 'src/shared/core')
    const areas = fs.readdirSync(core).map((name) => name.replace(/\.ts$/, ''))
    expect(areas.filter((area) => !layers.has(area))).toEqual([])
  })
})

describe('each kind of wrong arrow is caught', () => {
  let tree: string
  const write = (file: string, text: string): void => {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true })
    fs.writeFileSync(path.join(tree, file), text)
  }
  let result: Finding[]

  beforeAll(async () => {
    tree = fs.mkdtempSync(path.join(os.tmpdir(), 'floorclock-boundaries-'))
    write('src/shared/core/results/state.ts', 'export const placesOf = (): number => 1\nexport type Place = number\n')
    write('src/shared/core/rejection.ts', 'export const reject = (): void => undefined\n')
    // an upward arrow at run time: players sit below results
    write(
      'src/shared/core/players/upward.ts',
      "import { placesOf } from '../results/state'\nexport const u = placesOf\n"
    )
    write('src/shared/core/results/index.ts', "export { placesOf, type Place } from './state'\n")
    // the same arrow for a type only is allowed: it leaves nothing at run time
    write('src/shared/core/players/typeOnly.ts', "import type { Place } from '../results'\nexport type P = Place\n")
    // downward is allowed
    write('src/shared/core/results/down.ts', "import { reject } from '../rejection'\nexport const d = reject\n")
    // siblings of one layer stay independent
    write('src/shared/core/tickets/sibling.ts', "import { c } from '../chiprace/race'\nexport const s = c\n")
    write('src/shared/core/chiprace/race.ts', 'export const c = 1\n')
    // another area, a process or the contract past an area's index.ts into its files, at run time or for a type only
    write(
      'src/shared/core/league/standings/deep.ts',
      "import { placesOf } from '../../results/state'\nexport const d = placesOf\n"
    )
    write(
      'src/shared/core/league/standings/deepType.ts',
      "import type { Place } from '../../results/state'\nexport type D = Place\n"
    )
    write(
      'src/renderer/src/deep.ts',
      "import { placesOf } from '../../shared/core/results/state'\nexport const r = placesOf\n"
    )
    // through the index, and within one area by relative path, is the way
    write(
      'src/shared/core/league/standings/viaIndex.ts',
      "import { placesOf } from '../../results'\nexport const v = placesOf\n"
    )
    write(
      'src/renderer/src/viaIndex.ts',
      "import { placesOf } from '../../shared/core/results'\nexport const r = placesOf\n"
    )
    write('src/shared/core/results/inside.ts', "import { placesOf } from './state'\nexport const i = placesOf\n")
    // inside the league, the rating formulas may not reach up into series; series may read the formulas
    write('src/shared/core/league/series/season.ts', "import { f } from '../rating/formula'\nexport const s = f\n")
    write(
      'src/shared/core/league/rating/formula.ts',
      "import { s } from '../series/season'\nexport const f = () => s\n"
    )
    // a folder that is no area of the order
    write('src/shared/core/newArea/thing.ts', "import { reject } from '../rejection'\nexport const n = reject\n")
    // processes
    write('src/main/app/service.ts', 'export const service = 1\n')
    write('src/renderer/src/App.tsx', "import { service } from '../../main/app/service'\nexport const a = service\n")
    write('src/main/app/usesRenderer.ts', "import { a } from '../../renderer/src/App'\nexport const m = a\n")
    write('src/shared/contract/leak.ts', "import { service } from '../../main/app/service'\nexport const l = service\n")
    result = findings(await cruiseTree(tree))
  }, 60_000)

  afterAll(() => fs.rmSync(tree, { recursive: true, force: true }))

  const found = (rule: string, from: string): boolean => result.some((f) => f.rule === rule && f.from === from)

  it('an area importing one above it at run time fails the check', () => {
    expect(found('core-areas-depend-downward', 'src/shared/core/players/upward.ts')).toBe(true)
  })
  it('a type-only import upward and an import downward pass', () => {
    expect(result.filter((f) => f.from.endsWith('typeOnly.ts') || f.from.endsWith('down.ts'))).toEqual([])
  })
  it('two areas of one layer importing each other fails', () => {
    expect(found('core-siblings-independent', 'src/shared/core/tickets/sibling.ts')).toBe(true)
  })
  it("the league's parts depend one way: rating below series below standings", () => {
    expect(found('league-parts-depend-downward', 'src/shared/core/league/rating/formula.ts')).toBe(true)
    expect(found('league-parts-depend-downward', 'src/shared/core/league/series/season.ts')).toBe(false)
  })
  it('a core folder that is not in the written order fails until it is placed', () => {
    expect(found('core-area-unknown', 'src/shared/core/newArea/thing.ts')).toBe(true)
  })
  it("an import past another area's index.ts into its files fails, from the core, a process, or for a type only", () => {
    expect(found('core-area-through-index', 'src/shared/core/league/standings/deep.ts')).toBe(true)
    expect(found('core-area-through-index', 'src/shared/core/league/standings/deepType.ts')).toBe(true)
    expect(found('core-area-through-index', 'src/renderer/src/deep.ts')).toBe(true)
  })
  it("an import through the area's index.ts, and one within an area, pass", () => {
    const clean = ['league/standings/viaIndex.ts', 'renderer/src/viaIndex.ts', 'results/inside.ts', 'results/index.ts']
    expect(result.filter((f) => clean.some((file) => f.from.endsWith(file)))).toEqual([])
  })
  it('renderer → main, main → renderer and shared → a process fail', () => {
    expect(found('renderer-not-main', 'src/renderer/src/App.tsx')).toBe(true)
    expect(found('main-not-renderer', 'src/main/app/usesRenderer.ts')).toBe(true)
    expect(found('shared-stays-shared', 'src/shared/contract/leak.ts')).toBe(true)
  })
})
