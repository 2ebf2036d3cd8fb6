import fs from 'node:fs'
import { performance } from 'node:perf_hooks'

/** What bench/federation.ts asks: post every hall's envelopes (JSON texts in `file`, one list a hall) to `base`. */
export interface PushRequest {
  readonly base: string
  readonly file: string
}
export type PushReply =
  | { readonly kind: 'done'; readonly latencies: number[]; readonly seconds: number }
  | { readonly kind: 'error'; readonly message: string }

/**
 * The halls of `npm run bench federation`, in a process of their own as real halls are (bench/federation.ts forks
 * it): all of them at once, each pushing its publications one after another, as a hall's pusher does. In the
 * service's own process their HTTP clients waited for the service's event loop, and the latencies were theirs.
 */
process.once('message', (request: PushRequest) => {
  void push(request)
    .then((reply) => process.send!(reply))
    .catch((error: unknown) => process.send!({ kind: 'error', message: (error as Error).message } satisfies PushReply))
})

async function push({ base, file }: PushRequest): Promise<PushReply> {
  const halls = JSON.parse(fs.readFileSync(file, 'utf8')) as string[][]
  const latencies: number[] = []
  const start = performance.now()
  await Promise.all(
    halls.map(async (texts) => {
      for (const text of texts) {
        const t = performance.now()
        const r = await fetch(`${base}/api/publications`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: text
        })
        const body = (await r.json()) as { state?: string }
        latencies.push(performance.now() - t)
        if (body.state !== 'accepted') throw new Error(`bench publication refused: ${JSON.stringify(body)}`)
      }
    })
  )
  return { kind: 'done', latencies, seconds: (performance.now() - start) / 1000 }
}
