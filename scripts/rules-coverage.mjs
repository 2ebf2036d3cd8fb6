// `npm run rules`: which rule numbers of ../shared/RULES.md (issue 17.7) are named by a test, and which are not.
// A rule number counts when a test file names it ("§9.5", "BFSP §3.2"); a whole section ("§25") counts when a test
// names it or any rule inside it. Numbers that do not apply to an app are listed, with the reason, in
// docs/rules-not-applicable.md and left out of the share. Prints the share and the numbers still missing.
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const rulesFile = process.env.RULES_FILE ?? path.resolve(root, '../shared/RULES.md')
if (!fs.existsSync(rulesFile)) {
  console.error(`The rules digest is missing: ${rulesFile} (RULES_FILE overrides)`)
  process.exit(1)
}
const rules = fs.readFileSync(rulesFile, 'utf8')

/** Every number the digest cites, both ends of a range included: "§24.7", "BFSP §3.2", "§25". */
function numbersIn(text) {
  const out = new Set()
  const re = /(BFSP )?§(\d+(?:\.\d+)?)(?:[–-]§?(\d+(?:\.\d+)?))?/g
  for (const m of text.matchAll(re)) {
    const prefix = m[1] ? 'BFSP ' : ''
    out.add(prefix + m[2])
    if (m[3]) out.add(prefix + m[3])
  }
  return out
}

function walk(dir, files = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(full, files)
    else if (/\.(ts|tsx|mjs)$/.test(entry.name)) files.push(full)
  }
  return files
}

const tests = walk(path.join(root, 'tests'))
  .map((f) => fs.readFileSync(f, 'utf8'))
  .join('\n')
const named = new Set()
// A test names "§24.7" or "BFSP §3.2"; "§24.7–§24.10" names both ends and what lies between is not claimed.
for (const m of tests.matchAll(/(BFSP )?§(\d+(?:\.\d+)?)(?:[–-]§?(\d+(?:\.\d+)?))?/g)) {
  const prefix = m[1] ? 'BFSP ' : ''
  named.add(prefix + m[2])
  if (m[3]) named.add(prefix + m[3])
}
const covered = (n) => {
  if (named.has(n)) return true
  if (n.includes('.')) return false
  return [...named].some((x) => x.startsWith(`${n}.`))
}

const notApplicable = new Map()
const doc = path.join(root, 'docs/rules-not-applicable.md')
for (const line of fs.readFileSync(doc, 'utf8').split('\n')) {
  const m = /^\| (BFSP )?§(\d+(?:\.\d+)?) \|/.exec(line)
  if (m) notApplicable.set((m[1] ? 'BFSP ' : '') + m[2], line)
}

const all = [...numbersIn(rules)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
const applicable = all.filter((n) => !notApplicable.has(n))
const missing = applicable.filter((n) => !covered(n))
const share = (100 * (applicable.length - missing.length)) / applicable.length
console.log(
  `${applicable.length - missing.length} of ${applicable.length} applicable rule numbers are named by a test ` +
    `(${share.toFixed(1)} %, goal 90 %); ${notApplicable.size} listed as not applying to an app ` +
    `(docs/rules-not-applicable.md); ${all.length} in the digest`
)
if (missing.length > 0)
  console.log(`not yet named by a test: ${missing.map((n) => `§${n}`.replace('§BFSP ', 'BFSP §')).join(', ')}`)
const stale = [...notApplicable.keys()].filter((n) => !all.includes(n))
if (stale.length > 0) {
  console.error(`docs/rules-not-applicable.md lists numbers the digest does not cite: ${stale.join(', ')}`)
  process.exit(1)
}
