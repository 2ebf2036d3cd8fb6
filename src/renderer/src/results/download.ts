/** Offer text as a file download (the printable protocol, CSV of places). No new window: the CSP forbids scripts. */
export function downloadText(fileName: string, text: string, type: string): void {
  const blob = new Blob([text], { type })
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
