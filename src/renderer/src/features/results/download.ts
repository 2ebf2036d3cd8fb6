/** Offer text as a file download (the printable protocol, CSV of places). No new window: the CSP forbids scripts. */
export function downloadText(fileName: string, text: string, type: string): void {
  offer(fileName, new Blob([text], { type }))
}

/** Offer bytes that came base64-encoded in a query answer (the protocol PDF) as a file download. */
export function downloadBase64(fileName: string, base64: string, type: string): void {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
  offer(fileName, new Blob([bytes], { type }))
}

function offer(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
