/**
 * Read a PDF back the way a viewer does (Mozilla's pdf.js, legacy build for Node): the text of each page, and each
 * piece of text with its position, so tests can check what the protocol says and that nothing runs off the page.
 */

export interface PdfTextItem {
  readonly page: number
  readonly text: string
  /** Left edge and baseline in PDF points (origin bottom left), and the width of the run. */
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

export interface PdfText {
  readonly pageCount: number
  readonly pageSize: { width: number; height: number }
  /** The text of each page, its runs joined by single spaces. */
  readonly pages: readonly string[]
  readonly items: readonly PdfTextItem[]
  readonly info: Readonly<Record<string, unknown>>
}

export async function readPdf(bytes: Uint8Array): Promise<PdfText> {
  // A dynamic import: pdf.js is an ES module, and both vitest and Playwright's loader handle it this way.
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0
  })
  const pdf = await task.promise
  try {
    const pages: string[] = []
    const items: PdfTextItem[] = []
    let pageSize = { width: 0, height: 0 }
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const page = await pdf.getPage(n)
      const [, , width, height] = page.view as [number, number, number, number]
      if (n === 1) pageSize = { width, height }
      const content = await page.getTextContent()
      const runs: string[] = []
      for (const item of content.items) {
        if (!('str' in item) || item.str === '') continue
        runs.push(item.str)
        items.push({
          page: n,
          text: item.str,
          x: item.transform[4] as number,
          y: item.transform[5] as number,
          width: item.width,
          height: item.height
        })
      }
      pages.push(runs.join(' ').replace(/\s+/g, ' '))
    }
    const info = (await pdf.getMetadata()).info as Record<string, unknown>
    return { pageCount: pdf.numPages, pageSize, pages, items, info }
  } finally {
    await pdf.destroy()
  }
}
