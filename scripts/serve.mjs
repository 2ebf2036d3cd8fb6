// `npm run serve [-- --host 0.0.0.0 --port 4848 --data-dir DIR --token PIN]`: build if needed, then run the hall server.
import { spawn, execSync } from 'node:child_process'
import path from 'node:path'
import { buildIfNeeded } from './build-if-needed.mjs'

const root = path.resolve(import.meta.dirname, '..')
execSync(`node ${JSON.stringify(path.join(root, 'scripts/native.mjs'))} node`, { stdio: 'inherit' })
buildIfNeeded()
const child = spawn(process.execPath, [path.join(root, 'out/main/serve.js'), ...process.argv.slice(2)], {
  stdio: 'inherit'
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
