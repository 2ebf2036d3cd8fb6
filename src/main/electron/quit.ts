/** A backup at quit must not keep a closing app hanging: after this long it quits without waiting further. */
export const QUIT_BACKUP_TIMEOUT_MS = 10_000

/**
 * The way out of the desktop app: take a backup ("quit"), close the hall network's connections, then
 * quit. A failed or slow backup is logged and does not keep the app from closing.
 */
export async function backUpThenQuit(steps: {
  /** Null: no backup (safe mode: a journal that does not fold is never backed up). */
  backup: (() => Promise<{ file: string }>) | null
  closeSharing: () => Promise<void>
  quit: () => void
  log: (line: string) => void
  timeoutMs?: number
}): Promise<void> {
  const timeoutMs = steps.timeoutMs ?? QUIT_BACKUP_TIMEOUT_MS
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs)
  })
  const backup = steps.backup
    ? steps.backup().then(
        (taken) => steps.log(`backup at quit: ${taken.file}`),
        (error: unknown) => steps.log(`backup at quit failed: ${String(error)}`)
      )
    : Promise.resolve(steps.log('no backup at quit: safe mode'))
  const closing = steps
    .closeSharing()
    .catch((error: unknown) => steps.log(`closing the hall network: ${String(error)}`))
  const outcome = await Promise.race([Promise.all([backup, closing]), late])
  clearTimeout(timer)
  if (outcome === 'late') steps.log(`backup at quit took longer than ${timeoutMs / 1000} s: quitting without it`)
  steps.quit()
}
