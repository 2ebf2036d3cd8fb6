import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'
import { openFloor } from '../src/main/app/bootstrap'
import { operate } from '../src/main/app/operations'
import type { Session } from '../src/main/app/service'
import { startHallServer } from '../src/main/hall/server'
import { atMost, info, tempDataDir, type Bench, type Figure } from './harness'

/**
 * Issue 13.5: the hall display page is cheap to run for 12 hours and ships only what it needs. Figures: the display
 * page's bytes (its entry and every chunk it imports, gzipped), and over a run of FLOORCLOCK_BENCH_DISPLAY_MINUTES
 * (10 by default) of a running level on a 1920×1080 page, the CPU of every renderer process of the browser (all their
 * threads: utime + stime from /proc, not only the main thread) and the growth of its JS heap and of the renderer's
 * resident memory between the first minute and the end.
 */
const STATIC_DIR = path.resolve(__dirname, '../out/renderer')
const admin: Session = { role: 'admin', operator: 'bench' }
const TICKS = 100 // USER_HZ on Linux

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

/** The display page's entry script and CSS and every chunk they import, as the browser loads them. */
function displayFiles(): string[] {
  const html = fs.readFileSync(path.join(STATIC_DIR, 'display.html'), 'utf8')
  const queue = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)
  const seen = new Set<string>()
  while (queue.length > 0) {
    const file = queue.shift()!
    if (seen.has(file)) continue
    seen.add(file)
    if (!file.endsWith('.js')) continue
    const code = fs.readFileSync(path.join(STATIC_DIR, file), 'utf8')
    for (const m of code.matchAll(/["']\.\/([\w.-]+\.(?:js|css))["']/g)) queue.push(`assets/${m[1]}`)
  }
  return [...seen]
}

/**
 * What the first clock needs: display.html and what it names itself (its first script, the preloaded code and the
 * styles). Charts, sounds and the rest load after the first clock and are not in it.
 */
function firstClockFiles(): string[] {
  const html = fs.readFileSync(path.join(STATIC_DIR, 'display.html'), 'utf8')
  return ['display.html', ...[...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)]
}

function bundleFigures(): Figure[] {
  const files = displayFiles()
  const raw = files.reduce((sum, f) => sum + fs.statSync(path.join(STATIC_DIR, f)).size, 0)
  const gzip = (list: string[]): number =>
    list.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(STATIC_DIR, f))).length, 0)
  const first = firstClockFiles()
  return [
    info(`display page files (${files.length}), raw`, raw / 1024, 'KB'),
    atMost('display page, gzipped (entry + every chunk and CSS it loads)', gzip(files) / 1024, 'KB', 150),
    // 111 KB when the first clock was split from the rest (charts, sounds, phone texts): it must not grow back.
    atMost(`display page before the first clock (${first.length} files), gzipped`, gzip(first) / 1024, 'KB', 115)
  ]
}

interface Proc {
  pid: number
  ppid: number
  type: string
  command: string
  ticks: number
  rssKb: number
}

function processes(): Proc[] {
  const out: Proc[] = []
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const cmdline = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0')
      // A forked helper rewrites its argv as one space-separated string: read --type= from the whole line.
      const type = /--type=([\w-]+)/.exec(cmdline.join(' '))?.[1] ?? 'browser'
      const rss = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${name}/status`, 'utf8'))
      out.push({
        pid: Number(name),
        ppid: Number(fields[1]),
        type,
        command: (cmdline[0] ?? '').split(' ')[0]!,
        ticks: Number(fields[11]) + Number(fields[12]),
        rssKb: rss ? Number(rss[1]) : 0
      })
    } catch {
      // gone meanwhile
    }
  }
  return out
}

/** Every renderer process below the browser process `root`. */
function renderers(root: number): Proc[] {
  const all = processes()
  const below = new Set([root])
  let grew = true
  while (grew) {
    grew = false
    for (const p of all)
      if (below.has(p.ppid) && !below.has(p.pid)) {
        below.add(p.pid)
        grew = true
      }
  }
  return all.filter((p) => below.has(p.pid) && p.type === 'renderer')
}

async function runFigures(): Promise<Figure[]> {
  const minutes = Number(process.env.FLOORCLOCK_BENCH_DISPLAY_MINUTES ?? 10)
  const floor = openFloor(tempDataDir('display-page'))
  const created = must(floor.service.execute({ command: { type: 'tournament.create', fields: FIELDS } }, admin))
  const id = (created.events[0] as { tournamentId: string }).tournamentId
  const items = [{ kind: 'level' as const, seconds: 4 * 3600, smallBlind: 100, bigBlind: 200 }]
  must(
    floor.service.execute({ command: { type: 'clock.structure.set', tournamentId: id, structure: { items } } }, admin)
  )
  must(floor.service.execute({ command: { type: 'clock.start', tournamentId: id } }, admin))
  const server = await startHallServer({
    service: floor.service,
    operate: (input, session) => operate(floor, input, session),
    staticDir: STATIC_DIR,
    port: 0,
    adminToken: () => 'bench-pin'
  })
  const before = new Set(processes().map((p) => p.pid))
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required']
  })
  try {
    // The browser process is the first new process without a --type= (its helpers all have one).
    const root = processes()
      .filter((p) => !before.has(p.pid) && p.type === 'browser' && /chrom/i.test(p.command))
      .sort((a, b) => a.pid - b.pid)[0]
    if (!root) throw new Error('the browser process was not found in /proc')
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
    await page.goto(`${server.baseUrl}/display.html#/clock?t=${id}`)
    await page.getByTestId('clock-time').waitFor()
    if (renderers(root.pid).length === 0) throw new Error('no renderer process of the browser was found in /proc')
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Performance.enable')
    const heap = async (): Promise<number> => {
      await cdp.send('HeapProfiler.collectGarbage')
      const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }
      return metrics.find((m) => m.name === 'JSHeapUsedSize')!.value
    }
    const settle = Math.min(60_000, (minutes * 60_000) / 4)
    await new Promise((r) => setTimeout(r, settle))
    const start = { at: Date.now(), procs: renderers(root.pid), heap: await heap() }
    await new Promise((r) => setTimeout(r, minutes * 60_000 - settle))
    const end = { at: Date.now(), procs: renderers(root.pid), heap: await heap() }
    const ticks = (ps: Proc[]): number => ps.reduce((s, p) => s + p.ticks, 0)
    const rss = (ps: Proc[]): number => ps.reduce((s, p) => s + p.rssKb, 0)
    const seconds = (end.at - start.at) / 1000
    const cpu = (ticks(end.procs) - ticks(start.procs)) / TICKS / seconds
    return [
      info(`display page run (after ${Math.round(settle / 1000)} s settling)`, seconds / 60, 'min'),
      atMost('display page CPU, every renderer process and thread (/proc utime+stime)', cpu * 100, '% of a core', 2),
      atMost('display page JS heap growth over the run (after GC)', (end.heap - start.heap) / 1024 / 1024, 'MB', 2),
      info('display page renderer resident memory at the end', rss(end.procs) / 1024, 'MB'),
      atMost('display page renderer resident memory growth', (rss(end.procs) - rss(start.procs)) / 1024, 'MB', 16)
    ]
  } finally {
    await browser.close()
    await server.close()
    floor.close()
  }
}

const FIELDS = {
  name: 'Display Bench Cup',
  date: '2026-11-28',
  venue: 'Hall',
  discipline: 'holdem',
  bettingFormat: 'no-limit',
  startingStack: 30000
}

export const displayPageBench: Bench = async () => [...bundleFigures(), ...(await runFigures())]
