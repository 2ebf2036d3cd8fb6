import { performance } from 'node:perf_hooks'
import { BenchSocket } from './hallClient'
import type { FleetReply, FleetRequest } from './displayFleet'

/**
 * The hall displays of `npm run bench hall`, in a process of their own (bench/displayFleet.ts starts it): each one a
 * WebSocket client that subscribes as src/renderer/src/apps/hall/DisplayApp.tsx does and rebuilds its view from the
 * patches. Times are absolute (performance.timeOrigin + now), so the bench compares them with its own.
 */
const displays: BenchSocket[] = []
/** Per display: the structure index of each clock level it showed, by tournament (the soak's level changes). */
const levels: Array<Map<string, Set<number>>> = []
const now = (): number => performance.timeOrigin + performance.now()
let lastAt = 0
/** The bench waiting for every display's next push (checked on each push, not polled). */
let waiter: (() => void) | null = null

const reply = (message: FleetReply): void => {
  process.send!(message)
}

process.on('message', (message: FleetRequest) => {
  void handle(message).catch((error: unknown) => reply({ kind: 'error', message: (error as Error).message }))
})

async function handle(request: FleetRequest): Promise<void> {
  switch (request.kind) {
    case 'open': {
      for (let i = 0; i < request.count; i += 1) {
        const display = await BenchSocket.open(request.baseUrl, { role: 'display' })
        const screenId = `bench-screen-${String(i).padStart(2, '0')}`
        await display.subscribe({
          topic: 'screen',
          screenId,
          ...(request.tournamentId ? { tournamentId: request.tournamentId } : {}),
          width: 1920,
          height: 1080
        })
        const seen = new Map<string, Set<number>>()
        levels.push(seen)
        display.onPush = () => {
          lastAt = now()
          noteLevel(display, seen)
          waiter?.()
        }
        displays.push(display)
      }
      return reply({ kind: 'opened' })
    }
    case 'mark':
      return reply({ kind: 'marked', pushes: displays.map((d) => d.pushes), bytes: displays[0]?.pushBytes ?? 0 })
    case 'wait': {
      const waiting = (): boolean => displays.some((d, i) => d.pushes <= request.after[i]!)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, request.timeoutMs)
        function done(): void {
          clearTimeout(timer)
          waiter = null
          resolve()
        }
        waiter = () => {
          if (!waiting()) done()
        }
        waiter()
      })
      const all = !waiting()
      return reply({ kind: 'arrived', all, lastAt, bytes: displays[0]?.pushBytes ?? 0 })
    }
    case 'lost':
      return reply({ kind: 'lost', lost: displays.reduce((n, d) => n + d.lost, 0) })
    case 'levels':
      return reply({
        kind: 'levels',
        seen: levels.map((seen) =>
          Object.fromEntries([...seen].map(([id, set]) => [id, [...set].sort((a, b) => a - b)]))
        )
      })
    case 'close':
      for (const display of displays) display.close()
      process.exit(0)
  }
}

/** The level the screen's clock shows now, noted under its tournament. */
function noteLevel(display: BenchSocket, seen: Map<string, Set<number>>): void {
  for (const view of display.views.values()) {
    const shown = (
      view as { display?: { tournament?: { id: string } | null; clock?: { reading: { index: number } } | null } }
    ).display
    if (!shown?.tournament || !shown.clock) continue
    let set = seen.get(shown.tournament.id)
    if (!set) seen.set(shown.tournament.id, (set = new Set()))
    set.add(shown.clock.reading.index)
  }
}
