import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readLogTail } from './server-process'

/** The proxy configuration of the README's deployment recipe, used as it is. */
const HAPROXY_CONFIG = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../deploy/haproxy.cfg',
)

/**
 * HAProxy in the foreground with the recipe's configuration, in front of two Hearth servers on
 * loopback; ready once its port answers. Its log goes to `haproxy.log` in `workDir`.
 */
export const startHaproxy = async (options: {
  workDir: string
  publicPort: number
  serverPorts: readonly [number, number]
}) => {
  const logFile = path.join(options.workDir, 'haproxy.log')
  const log = fs.openSync(logFile, 'a')
  const child: ChildProcess = spawn(
    process.env.HAPROXY_PATH ?? 'haproxy',
    ['-db', '-f', HAPROXY_CONFIG],
    {
      env: {
        PATH: process.env.PATH,
        HEARTH_PUBLIC_ADDRESS: `127.0.0.1:${options.publicPort}`,
        HEARTH_SERVER_1: `127.0.0.1:${options.serverPorts[0]}`,
        HEARTH_SERVER_2: `127.0.0.1:${options.serverPorts[1]}`,
      },
      stdio: ['ignore', log, log],
    },
  )
  fs.closeSync(log)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 10_000
  while (!(await isListening(options.publicPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(
        `HAProxy did not start on port ${options.publicPort}:\n${readLogTail(logFile)}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
