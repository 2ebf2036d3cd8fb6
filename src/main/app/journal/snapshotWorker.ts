import { parentPort } from 'node:worker_threads'
import { runSnapshotJob, type SnapshotJob, type SnapshotJobResult } from './snapshotJobs'

/** The snapshot worker thread: snapshots, their verification and the integrity check, off the main thread. */
export type SnapshotReply = { ok: true; result: SnapshotJobResult } | { ok: false; message: string }

parentPort?.on('message', (job: SnapshotJob) => {
  let reply: SnapshotReply
  try {
    reply = { ok: true, result: runSnapshotJob(job) }
  } catch (error) {
    reply = { ok: false, message: (error as Error).message }
  }
  parentPort!.postMessage(reply)
})
