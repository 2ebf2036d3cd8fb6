import { execFile } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

const run = promisify(execFile)

/**
 * A throwaway PostgreSQL cluster for the federation's tests: Debian's `postgresql` server (its binaries in
 * /usr/lib/postgresql/<version>/bin, 15 first), `initdb -A trust` into a temporary folder owned by the `postgres` user
 * (the server refuses to run as root, so a root test runs it through `runuser -u postgres`), started by `pg_ctl` on a
 * free port with its socket in that folder, stopped and deleted afterwards. Nothing here skips: a machine without
 * PostgreSQL fails the test that needs it, saying what is missing (.ci/run installs it).
 */
export interface Postgres {
  /** A new empty database on the cluster; its URL. */
  createDatabase(name: string): Promise<string>
  stop(): Promise<void>
}

export function postgresBin(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => (a === '15' ? -1 : b === '15' ? 1 : Number(b) - Number(a)))
    : []
  if (versions.length === 0)
    throw new Error(`PostgreSQL is not installed (no ${root}/<version>/bin/initdb): apt-get install postgresql`)
  return path.join(root, versions[0]!, 'bin')
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export async function startPostgres(): Promise<Postgres> {
  const bin = postgresBin()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fc-federation-pg-'))
  const asRoot = process.getuid?.() === 0
  const as = async (tool: string, args: string[]): Promise<void> => {
    const command = path.join(bin, tool)
    try {
      if (asRoot) await run('runuser', ['-u', 'postgres', '--', command, ...args], { timeout: 120_000 })
      else await run(command, args, { timeout: 120_000 })
    } catch (error) {
      const e = error as { stderr?: string; message: string }
      throw new Error(`${tool} failed: ${e.stderr || e.message}`)
    }
  }
  if (asRoot) chownSync(dir, ...(await postgresIds()))
  const data = path.join(dir, 'data')
  const port = await freePort()
  await as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`
  await as('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '90', 'start'])
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`
  return {
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url('postgres') })
      await client.connect()
      try {
        await client.query(`CREATE DATABASE ${name.replace(/[^a-z0-9_]/g, '')}`)
      } finally {
        await client.end()
      }
      return url(name)
    },
    async stop() {
      try {
        await as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }
  }
}

/** The uid and gid of the `postgres` user (the Debian package creates it). */
async function postgresIds(): Promise<[number, number]> {
  const { stdout: uid } = await run('id', ['-u', 'postgres'])
  const { stdout: gid } = await run('id', ['-g', 'postgres'])
  return [Number(uid.trim()), Number(gid.trim())]
}
