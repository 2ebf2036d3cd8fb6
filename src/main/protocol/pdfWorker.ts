import { parentPort } from 'node:worker_threads'
import type { ProtocolDocument } from '../../shared/core/protocol'
import type { Language } from '../../shared/i18n'
import { renderProtocolPdf } from './protocolPdf'

/**
 * The protocol PDF is made here, off the main thread: a protocol of thousands of entries takes seconds of pdfkit
 * work, and the main process must keep answering the floor and pushing the clock meanwhile ("it must not stop").
 */
export interface PdfJob {
  readonly doc: ProtocolDocument
  readonly language: Language
  readonly fontDir: string
}
export type PdfReply = { ok: true; bytes: Uint8Array; pages: number } | { ok: false; message: string }

parentPort?.on('message', (job: PdfJob) => {
  let reply: PdfReply
  try {
    const { bytes, pages } = renderProtocolPdf(job.doc, { language: job.language, fontDir: job.fontDir })
    reply = { ok: true, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), pages }
  } catch (error) {
    reply = { ok: false, message: (error as Error).message }
  }
  parentPort!.postMessage(reply)
})
