// The boundaries of the house, written down once and checked by `npm test` (tests/unit/boundaries.unit.test.ts) and
// by `npm run boundaries`. See docs/ARCHITECTURE.md for the map.
//
// The core's areas, lowest first. An area may import, at run time, only areas of lower layers; two areas of one layer
// never import each other. Type-only imports are free (they vanish at run time and carry no behaviour): the state
// types of the areas meet in `state.ts`.
const CORE_LAYERS = [
  // the kernel every area stands on: rejections, records, patches, the decide context, ids, guards, CSV codec
  ['rejection', 'patch', 'record', 'context', 'decider', 'stats', 'ids', 'csv'],
  ['issues', 'guards'],
  ['accounts'],
  ['players'],
  ['clock'],
  ['tournament'],
  ['registration'],
  ['seating'],
  ['results'],
  // league tables: the rating formulas, series and standings (one home; inside it, see LEAGUE_LAYERS)
  ['league'],
  ['flights', 'tickets', 'chiprace'],
  ['protocol'],
  // the views that combine areas (tournament summaries, the public display, the desk, the results tab)
  ['views'],
  ['history', 'display', 'phone', 'charts', 'journal'],
  // the composition root: the command and event unions, decide, evolve, the whole state, the event schemas
  ['commands', 'decide', 'events', 'evolve', 'state', 'eventSchemas', 'storedRecords']
]

const CORE = '^src/shared/core/'
/** A path regex for the given areas: a folder `core/<area>/` or a root file `core/<area>.ts`. */
const areaPath = (areas) => `${CORE}(${areas.join('|')})(/|\\.ts$)`

const layerRules = CORE_LAYERS.flatMap((layer, index) => {
  const above = CORE_LAYERS.slice(index + 1).flat()
  const rules = []
  if (above.length > 0)
    rules.push({
      name: 'core-areas-depend-downward',
      comment: `${layer.join(', ')} may not import (at run time) an area above it: ${above.join(', ')}`,
      severity: 'error',
      from: { path: areaPath(layer) },
      to: { path: areaPath(above), dependencyTypesNot: ['type-only'] }
    })
  for (const area of layer) {
    const siblings = layer.filter((other) => other !== area)
    // the kernel's modules and the composition root's are one piece each; the areas between are independent
    if (siblings.length > 0 && index > 0 && index < CORE_LAYERS.length - 1)
      rules.push({
        name: 'core-siblings-independent',
        comment: `${area} may not import (at run time) an area of its own layer: ${siblings.join(', ')}`,
        severity: 'error',
        from: { path: areaPath([area]) },
        to: { path: areaPath(siblings), dependencyTypesNot: ['type-only'] }
      })
  }
  return rules
})

// An area folder of the core is entered only through its index.ts, which states what the area offers; its other files
// are its own business. Within an area, files import each other by relative path as before. Type-only imports go
// through the index too: keeping the rule strict costs nothing, because a type-only import leaves no module behind
// at run time and so cannot close a cycle of evaluation (the areas' state types meet in `state.ts` the same way).
const AREA_FOLDER = `${CORE}[^/]+/`
const AREA_INDEX = `${CORE}[^/]+/index\\.ts$`
const throughIndexRules = [
  {
    name: 'core-area-through-index',
    comment:
      'Outside the areas (processes, contract, the core root), an area is imported only through its index.ts (`…/core/seating`)',
    severity: 'error',
    from: { pathNot: AREA_FOLDER },
    to: { path: AREA_FOLDER, pathNot: AREA_INDEX }
  },
  {
    name: 'core-area-through-index',
    comment: 'Another area of the core is imported only through its index.ts (`../seating`, not `../seating/balance`)',
    severity: 'error',
    from: { path: `${CORE}([^/]+)/` },
    to: { path: AREA_FOLDER, pathNot: [`${CORE}$1/`, AREA_INDEX] }
  }
]

// Inside the league, its three parts depend one way as the layers do: the rating formulas know nothing of series,
// and series nothing of the categories' and teams' standings, which read the series.
const LEAGUE_LAYERS = ['rating', 'series', 'standings']
const leagueRules = LEAGUE_LAYERS.slice(0, -1).map((part, index) => ({
  name: 'league-parts-depend-downward',
  comment: `league/${part} may not import (at run time) ${LEAGUE_LAYERS.slice(index + 1).join(', ')}`,
  severity: 'error',
  from: { path: `${CORE}league/${part}/` },
  to: { path: `${CORE}league/(${LEAGUE_LAYERS.slice(index + 1).join('|')})/`, dependencyTypesNot: ['type-only'] }
}))

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    ...throughIndexRules,
    ...leagueRules,
    {
      name: 'core-area-unknown',
      comment: 'Every folder and file of the core belongs to a layer of CORE_LAYERS: add a new area there',
      severity: 'error',
      from: { path: CORE, pathNot: areaPath(CORE_LAYERS.flat()) },
      to: {}
    },
    {
      name: 'shared-stays-shared',
      comment: 'src/shared (the core, the contract, the dictionaries) runs in every process: it imports no process',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(main|renderer)/' }
    },
    {
      name: 'core-below-contract',
      comment: "The contract is written in the core's terms; the core does not know the contract",
      severity: 'error',
      from: { path: CORE },
      to: { path: '^src/shared/contract/', dependencyTypesNot: ['type-only'] }
    },
    {
      name: 'renderer-not-main',
      comment: 'The renderer talks to the main process only through the contract (IPC or WebSocket frames)',
      severity: 'error',
      from: { path: '^src/renderer/' },
      to: { path: '^src/main/' }
    },
    {
      name: 'main-not-renderer',
      comment: "The main process serves the renderer's built files; it never imports its modules",
      severity: 'error',
      from: { path: '^src/main/' },
      to: { path: '^src/renderer/' }
    },
    {
      name: 'no-unresolved',
      comment: 'An import that resolves to nothing',
      severity: 'error',
      from: { path: '^src/' },
      to: { couldNotResolve: true }
    }
  ],
  options: {
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] }
  }
}

// The order itself, for the test that keeps docs/ARCHITECTURE.md's map true (not enumerable: dependency-cruiser
// accepts only its own keys).
Object.defineProperty(module.exports, 'coreLayers', { value: CORE_LAYERS, enumerable: false })
