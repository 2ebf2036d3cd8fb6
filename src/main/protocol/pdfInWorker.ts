import fs from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { ProtocolDocument } from '../../shared/core/protocol'
import type { Language } from '../../shared/i18n'
import { findFontDir } from './fonts'
import type { PdfJob, PdfReply } from './pdfWorker'

/** Long enough for a protocol of 10,000 entries on a slow hall PC; a stuck worker is ended, not waited for. */
const TIMEOUT_MS = 120_000

/**
 * The worker script: `pdfWorker.js` beside the main bundle (built by electron-vite: the hall server, the desktop
 * app); from the TypeScript sources (tests, bench) it runs through tsx's require hook.
 */
function startWorker(): Worker {
  // The bundle may put this code in `out/main/chunks/`; the worker entry sits in `out/main/`.
  for (const dir of [__dirname, path.join(__dirname, '..')]) {
    const built = path.join(dir, 'pdfWorker.js')
    if (fs.existsSync(built)) return new Worker(built)
  }
  const source = path.join(__dirname, 'pdfWorker.ts')
  return new Worker(`require('tsx/cjs'); require(${JSON.stringify(source)})`, { eval: true })
}

/** How the last PDF was made, for tests and the bench: in the worker, or on the main thread after a worker failed. */
export let lastPdfThread: 'worker' | 'main' | null = null

/** One worker, started on first use and kept (idle, it holds nothing open); jobs run one after another. */
let worker: Worker | null = null
let queue: Promise<unknown> = Promise.resolve()

function runInWorker(job: PdfJob): Promise<{ bytes: Buffer; pages: number }> {
  return new Promise((resolve, reject) => {
    const w = (worker ??= startWorker())
    w.unref()
    const done = (): void => {
      clearTimeout(timer)
      w.off('message', onMessage)
      w.off('error', onError)
    }
    const drop = (): void => {
      if (worker === w) worker = null
      void w.terminate()
    }
    const timer = setTimeout(() => {
      done()
      drop()
      reject(new Error(`the PDF took longer than ${TIMEOUT_MS / 1000} s`))
    }, TIMEOUT_MS)
    const onMessage = (reply: PdfReply): void => {
      done()
      if (reply.ok) resolve({ bytes: Buffer.from(reply.bytes), pages: reply.pages })
      else reject(new Error(reply.message))
    }
    const onError = (error: Error): void => {
      done()
      drop()
      reject(Object.assign(error, { workerFailed: true }))
    }
    w.on('message', onMessage)
    w.on('error', onError)
    w.postMessage(job)
  })
}

/**
 * §27.12: the protocol as an A4 PDF, made in a worker thread so the main process never stalls on it. If no worker
 * can run here (a packaging problem), the PDF is still made, on the main thread: late is better than none.
 */
export function renderProtocolPdfInWorker(
  doc: ProtocolDocument,
  language: Language
): Promise<{ bytes: Buffer; pages: number }> {
  const job: PdfJob = { doc, language, fontDir: findFontDir() }
  const next = queue.then(async () => {
    try {
      const result = await runInWorker(job)
      lastPdfThread = 'worker'
      return result
    } catch (error) {
      if (!(error as { workerFailed?: boolean }).workerFailed) throw error
      lastPdfThread = 'main'
      // Loaded only here: pdfkit and its fonts cost a few hundred milliseconds of every start otherwise.
      const { renderProtocolPdf } = await import('./protocolPdf')
      return renderProtocolPdf(doc, { language, fontDir: job.fontDir })
    }
  })
  queue = next.catch(() => undefined)
  return next
}
