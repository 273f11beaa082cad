import { readdirSync, readFileSync } from 'node:fs'

/**
 * CPU time of other processes, read from outside through /proc (Linux): workerd
 * freezes its own clocks while a request runs, so the bench measures the
 * process that serves the worker instead of asking it.
 */

/** The fields of /proc/<pid>/stat after the command name: state is [0], the process group [2], utime [11], stime [12]. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return null
  }
}

/**
 * The workerd processes in a process group (`wrangler dev` started detached
 * leads its own group) that do not listen on `publicPort`: `wrangler dev`
 * runs the worker in one workerd and puts a dev-only proxy workerd on the
 * public port in front of it.
 * @example workerdRuntimes(worker.process.pid!, 8787) // [31118]
 */
export function workerdRuntimes(processGroup: number, publicPort: number): number[] {
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry)
    if (!Number.isInteger(pid)) continue
    const fields = statFields(pid)
    if (!fields || Number(fields[2]) !== processGroup) continue
    let cmdline: string
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ')
    } catch {
      continue
    }
    if (/\/workerd serve /.test(cmdline) && !cmdline.includes(`entry=127.0.0.1:${publicPort} `)) pids.push(pid)
  }
  return pids
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
