import { readdirSync, readFileSync } from 'node:fs'

/**
 * CPU time of other processes, read from outside through /proc (Linux): workerd
 * freezes its own clocks while a request runs, so the bench measures the
 * process that serves the worker instead of asking it.
 */

/** The fields of /proc/<pid>/stat after the command name: utime is [11], stime [12]. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return null
  }
}

/**
 * CPU time the processes have used so far, in milliseconds: the sum of
 * every thread's run time from /proc/<pid>/task/<tid>/schedstat (nanoseconds),
 * or utime + stime from /proc/<pid>/stat (clock ticks, 10 ms) where the kernel
 * keeps no schedstat.
 */
export function cpuMs(pids: readonly number[]): number {
  let total = 0
  for (const pid of pids) {
    let threads: string[] = []
    try {
      threads = readdirSync(`/proc/${pid}/task`)
    } catch {
      continue
    }
    let fromSchedstat = 0
    let ok = true
    for (const tid of threads) {
      try {
        fromSchedstat += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1e6
      } catch {
        ok = false
        break
      }
    }
    if (ok) total += fromSchedstat
    else {
      const fields = statFields(pid) ?? []
      total += (Number(fields[11]) + Number(fields[12])) * 10
    }
  }
  return total
}
