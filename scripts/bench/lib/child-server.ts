import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const SERVERS = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'servers')

export type ChildServer = {
  name: string
  base: string
  pid: number
  /** Resident memory now and at its peak so far, in MB (Linux /proc). */
  memory: () => { rssMb: number; peakMb: number }
  /** CPU time the process has used so far (user + system), in seconds: unlike wall-clock
   * figures it hardly changes when other work shares the machine. */
  cpuSeconds: () => number
  /** Whether the process is still running: a server that died mid-run is a crash, not a figure. */
  isAlive: () => boolean
  stop: () => Promise<void>
}

/**
 * Starts `servers/<name>.ts` as its own Node process, so its memory and CPU are its own, and
 * waits until it answers GET `readyPath`. stderr is passed through; a crash is reported, not hidden.
 */
export const startChildServer = async (
  name: 'hearth' | 'bare',
  options: { port: number; env?: Record<string, string>; nodeArgs?: string[]; readyPath: string },
): Promise<ChildServer> => {
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', path.join(SERVERS, `${name}.ts`)],
    {
      env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const base = `http://127.0.0.1:${options.port}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await waitUntilReady(child, `${base}${options.readyPath}`)
  return {
    name,
    base,
    pid: child.pid as number,
    memory: () => readMemory(child),
    cpuSeconds: () => readCpuSeconds(child),
    isAlive: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

const waitUntilReady = async (child: ChildProcess, url: string) => {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `The server stopped before it was ready (${child.exitCode ?? child.signalCode}).`,
      )
    const isReady = await fetch(url).then(
      (res) => res.ok,
      () => false,
    )
    if (isReady) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill('SIGKILL')
  throw new Error(`${url} did not answer within 120 s.`)
}

const readMemory = (child: ChildProcess) => {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8')
  const mb = (key: string) =>
    Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN) / 1024
  return { rssMb: mb('VmRSS'), peakMb: mb('VmHWM') }
}

/** Fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second on Linux). */
const readCpuSeconds = (child: ChildProcess) => {
  const stat = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}
