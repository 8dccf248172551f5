import { spawn } from 'node:child_process'
import fs from 'node:fs'

export type ServerProcess = {
  pid: number
  /** Whether the process is still running: a server that died mid-run is a crash, not a figure. */
  isAlive: () => boolean
  /** Resident memory now and at its peak so far, in MB (Linux /proc). */
  memory: () => { rssMb: number; peakMb: number }
  /** CPU time the process has used so far (user + system), in seconds: unlike wall-clock
   * figures it hardly changes when other work shares the machine. */
  cpuSeconds: () => number
  /** Sends the signal unless the process has already ended, and waits for it to end. SIGTERM
   * lets the server shut down; SIGKILL runs no hook and commits nothing, as when the power goes. */
  stop: (signal?: 'SIGTERM' | 'SIGKILL') => Promise<void>
}

/**
 * Starts a TypeScript entry as its own Node process, so its memory and CPU are its own, and
 * waits until `readyUrl` answers 2xx. A process that ends first, or does not answer in time
 * (then it is killed), is an error that names the cause; with `logFile` (stdout and stderr are
 * appended to it) the error carries its last lines, without it stderr is passed through.
 */
export const startServerProcess = async (options: {
  entry: string
  env: NodeJS.ProcessEnv
  readyUrl: string
  readyWithinMs: number
  nodeArgs?: string[]
  cwd?: string
  logFile?: string
}): Promise<ServerProcess> => {
  const log = options.logFile === undefined ? undefined : fs.openSync(options.logFile, 'a')
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', options.entry],
    {
      cwd: options.cwd,
      env: options.env,
      stdio: log === undefined ? ['ignore', 'ignore', 'inherit'] : ['ignore', log, log],
    },
  )
  // The child holds its own copy of the descriptor.
  if (log !== undefined) fs.closeSync(log)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const isAlive = () => child.exitCode === null && child.signalCode === null
  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    if (isAlive()) child.kill(signal)
    await exited
  }
  const logTail = () => (options.logFile ? `:\n${readLogTail(options.logFile)}` : '')

  const deadline = Date.now() + options.readyWithinMs
  for (;;) {
    if (!isAlive())
      throw new Error(
        `The server stopped before it was ready (${child.exitCode ?? child.signalCode})${logTail()}`,
      )
    const isReady = await fetch(options.readyUrl).then(
      (res) => res.ok,
      () => false,
    )
    if (isReady) break
    if (Date.now() > deadline) {
      await stop('SIGKILL')
      throw new Error(
        `${options.readyUrl} did not answer within ${options.readyWithinMs / 1000} s${logTail()}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }

  const pid = child.pid as number
  return {
    pid,
    isAlive,
    memory: () => readMemory(pid),
    cpuSeconds: () => readCpuSeconds(pid),
    stop,
  }
}

/** The last lines of a log file, or nothing when it is not there yet. */
export const readLogTail = (file: string, lines = 40) =>
  fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : ''

const readMemory = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const mb = (key: string) =>
    Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN) / 1024
  return { rssMb: mb('VmRSS'), peakMb: mb('VmHWM') }
}

/** Fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second on Linux). */
const readCpuSeconds = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}
