import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from './support/test'
import { startHall, type HallProcess } from '../support/hallProcess'
import { openAdmin, openResults } from './support/adminPage'
import { adminSocket, drawOneTable } from './support/adminSocket'

/**
 * Appendix C, §28.12: the director gives the hall the federation's address, the federation registers the hall by the
 * join code the admin shows, and approving a tournament publishes it — the admin then shows it accepted, and the
 * federation's public site lists it. The hall is the real hall server in Chromium; the federation is its real service,
 * `npm run federation` on PGlite in a temporary folder.
 */
const TOKEN = 'e2e-federation-token'
let hall: HallProcess
let federation: { child: ChildProcess; url: string; dataDir: string }
test.beforeAll(async () => {
  federation = await startFederation()
  hall = await startHall()
})
test.afterAll(async () => {
  await hall?.stop()
  if (federation) {
    await stopGroup(federation.child)
    fs.rmSync(federation.dataDir, { recursive: true, force: true })
  }
})

/** `npm run federation` in its own process group (npm, tsx and the service stop together), on a free port. */
async function startFederation(): Promise<{ child: ChildProcess; url: string; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-federation-e2e-'))
  const args = ['run', 'federation', '--', '--data', dataDir, '--port', '0', '--admin-token', TOKEN]
  const child = spawn('npm', args, {
    cwd: path.resolve(__dirname, '../..'),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  const collect = (chunk: Buffer): void => {
    output += chunk.toString()
  }
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const found = /federation listening on (http:\/\/[\d.]+:\d+)/.exec(output)
      if (found) {
        clearInterval(timer)
        resolve(found[1]!)
      } else if (child.exitCode !== null) {
        clearInterval(timer)
        reject(new Error(`the federation exited: ${output}`))
      }
    }, 100)
  })
  return { child, url, dataDir }
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    process.kill(-child.pid!, 'SIGTERM')
  })
}

/** The federation administrator's call: register a hall by its join code. */
async function registerHall(name: string, publicKey: string): Promise<void> {
  const response = await fetch(`${federation.url}/api/halls`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ name, publicKey })
  })
  expect(response.status, await response.clone().text()).toBe(201)
}

test('the director sets the federation address, approves a tournament and sees its publication accepted', async ({
  page
}) => {
  // Scene set-up over the admin socket (named so): three players seated by the draw, two of them out.
  const socket = await adminSocket(hall, 'Anna Director')
  const name = 'Federation Cup'
  const created = await socket.cmd({
    type: 'tournament.create',
    fields: {
      name,
      date: '2026-11-28',
      venue: 'Hall A',
      discipline: 'holdem',
      bettingFormat: 'no-limit',
      startingStack: 30000
    }
  })
  const tournamentId = created.events[0]!.tournamentId!
  const entries: string[] = []
  for (const displayName of ['Anna', 'Boris', 'Vera']) {
    const player = await socket.cmd({
      type: 'player.create',
      fields: {
        displayName,
        fullName: '',
        participantNumber: '',
        clubId: '',
        contact: '',
        ageConfirmed: true,
        rulesConsent: true,
        dataConsent: true,
        notes: ''
      }
    })
    const entry = await socket.cmd({ type: 'entry.register', tournamentId, playerId: player.events[0]!.playerId })
    entries.push(entry.events[0]!.entryId!)
  }
  await drawOneTable(socket, tournamentId)
  for (const entryId of [entries[2]!, entries[1]!])
    await socket.cmd({
      type: 'results.recordHand',
      tournamentId,
      level: 1,
      confirmedBy: 'Floor Ivan',
      busts: [{ entryId }]
    })
  socket.close()

  await openAdmin(page, hall, 'Anna Director')
  await page.getByTestId('nav-federation').click()
  await expect(page.getByRole('heading', { name: 'Publishing to the federation' })).toBeVisible()
  await page.getByTestId('federation-url').fill(federation.url)
  await page.getByTestId('federation-save').click()
  await expect(page.getByText('Saved.')).toBeVisible()
  const joinCode = (await page.getByTestId('federation-join-code').textContent()) ?? ''
  expect(joinCode).toMatch(/^[A-Za-z0-9_-]{43}$/)
  const qr = page.getByTestId('federation-join-qr')
  await expect(qr).toHaveAttribute('data-url', joinCode)
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  // The federation's administrator registers the hall by the code the admin shows.
  await registerHall('Hall A', joinCode)

  await page.getByRole('button', { name: 'Tournaments', exact: true }).click()
  await page.getByTestId('tournament-list').locator('tr', { hasText: name }).getByRole('button').first().click()
  await openResults(page, 'Protocol and approval')
  await page.getByTestId('approve-results').click()
  await page.getByTestId('confirm-yes').click()
  await expect(page.getByTestId('results-approved')).toContainText('Approved by Anna Director')

  await page.getByTestId('nav-federation').click()
  const row = page.getByTestId(`publication-${tournamentId}-1`)
  await expect(row.getByTestId('publication-state')).toHaveText('Accepted', { timeout: 15_000 })
  await expect(row).toContainText(name)
  await expect(row).toContainText('1 — approval')
  await page.screenshot({ path: 'test-results/federation/accepted.png', fullPage: true })
  const health = (await (await fetch(`${federation.url}/health`)).json()) as { accepted: number; refused: number }
  expect(health).toMatchObject({ accepted: 1, refused: 0 })
  // The federation's public site lists the tournament the hall published.
  await page.goto(federation.url)
  await expect(page.locator('body')).toContainText(name)
  await page.screenshot({ path: 'test-results/federation/public-site.png', fullPage: true })
})
