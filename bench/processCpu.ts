import fs from 'node:fs'

/**
 * CPU time of another process and of its threads, read from /proc (Linux; NaN or nothing elsewhere), in milliseconds:
 * user + system time, in clock ticks of 1/100 s. A process's CPU time counts every one of its threads (V8's compiler
 * and collector threads too), which is what a command costs the machine, whatever thread pays it.
 */
export function processCpuMs(pid: number | undefined): number {
  return ticksMs(statOf(`/proc/${pid}/stat`))
}

/** One thread's (`tid`; the main thread's is the process's pid). */
export function threadCpuMs(pid: number | undefined, tid: number | undefined): number {
  return ticksMs(statOf(`/proc/${pid}/task/${tid}/stat`))
}

/** Each thread's, by `name tid` (the main thread marked), for the bench's breakdown (HALL_BENCH_THREADS). */
export function threadsCpuMs(pid: number | undefined): Map<string, number> {
  const out = new Map<string, number>()
  let tids: string[] = []
  try {
    tids = fs.readdirSync(`/proc/${pid}/task`)
  } catch {
    return out // not Linux, or the process is gone
  }
  for (const tid of tids) {
    const text = statOf(`/proc/${pid}/task/${tid}/stat`)
    if (text === null) continue // the thread ended between the listing and the read
    const name = `${text.slice(text.indexOf('(') + 1, text.lastIndexOf(') '))} ${tid}${tid === String(pid) ? ' (main)' : ''}`
    out.set(name, ticksMs(text))
  }
  return out
}

function statOf(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

/** utime + stime (the 14th and 15th fields; the command name before them may hold spaces). */
function ticksMs(stat: string | null): number {
  if (stat === null) return NaN
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}
