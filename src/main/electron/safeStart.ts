import { openFloorOrSafeMode, type Floor, type OpenedFloor } from '../app/bootstrap'
import { operate } from '../app/operations'
import { restoreBackupBeforeStart, safeModeOperate } from '../app/start/safeMode'
import type { ServiceDeps, Session } from '../app/service'
import type { SafeModeReport } from '../../shared/contract/protocol'
import type { Result } from '../../shared/contract/result'

/**
 * The desktop app's start when the journal has a record that does not fold, as plain functions
 * (main.ts only shows the dialog): the same safe mode as the hall server's (src/main/app/start/safeMode.ts).
 *
 * With a backup whose journal folds, the director is asked first: restore it (the damaged database is kept in
 * backups/, reason "replaced") and start normally, or open in safe mode. Without one, or when the director says no,
 * the app opens in safe mode: the floor as it stood before that record, nothing recorded.
 */
export function openDesktopFloor(
  dataDir: string,
  deps: Partial<ServiceDeps>,
  /** Asked only when a backup that folds exists: true restores it before the start. */
  confirmRestore: (report: SafeModeReport & { backup: NonNullable<SafeModeReport['backup']> }) => boolean,
  log: (line: string) => void = () => {}
): OpenedFloor {
  const opened = openFloorOrSafeMode(dataDir, deps)
  if (opened.kind === 'open') return opened
  const { report } = opened
  const record = report.record
  log(`safe mode: record #${record.seq} ${record.type} (by ${record.actor}) does not fold: ${record.problem}`)
  const backup = report.backup
  if (!backup || !confirmRestore({ ...report, backup })) return opened
  // The restore needs the data folder to itself: the safe-mode floor is closed first.
  opened.floor.close()
  const { replaced } = restoreBackupBeforeStart(dataDir, backup.file)
  log(`restored ${backup.file}; the damaged database is kept as backups/${replaced}`)
  return openFloorOrSafeMode(dataDir, deps)
}

/** What the shell runs, by how the floor opened. */
export interface DesktopMode {
  /** Sent to the admin window in its welcome (the safe-mode screen); null in normal operation. */
  readonly safeMode: SafeModeReport | null
  /** The operations over IPC: in safe mode only the backup list, every write refused (error.safeMode). */
  readonly operate: (input: unknown, session: Session) => Promise<Result<unknown>>
  /**
   * Scheduled backups and the backup at quit: never of a journal that does not fold (they would rotate the good
   * backups out, and the one to restore is among them).
   */
  readonly backups: boolean
  /** Sharing on the hall network resumes: not in safe mode (its switch is an operation, refused there too). */
  readonly sharing: boolean
}

export function desktopMode(opened: OpenedFloor): DesktopMode {
  const floor: Floor = opened.floor
  if (opened.kind === 'open')
    return {
      safeMode: null,
      operate: (input, session) => operate(floor, input, session),
      backups: true,
      sharing: true
    }
  return {
    safeMode: opened.report,
    operate: safeModeOperate(opened.report.record, () => floor.backups.list()),
    backups: false,
    sharing: false
  }
}
