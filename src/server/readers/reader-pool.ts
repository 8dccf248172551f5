import { spawn } from 'node:child_process'
import type { Socket } from 'node:net'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { readerBundle } from './reader-bundle'

/**
 * Untrusted files (lease PDFs, scans, spreadsheets) are read in child processes of their own, with
 * limits the operating system enforces: a PDF bomb or a spreadsheet that unpacks to gigabytes
 * costs that process, never the server. Each read gets a fresh process that exits when it
 * answers, so all its memory goes back to the system; at most `processes` run at once and the
 * rest wait their turn, which bounds the memory all readers together can take.
 *
 * Starting Node and loading a reader module (pdf.js is megabytes) takes half a second of CPU or
 * more, longer than most reads. So once a kind of read has run, one process for it is started ahead, loaded and
 * idle, and the next read of that kind takes it: a spare has read nothing, so no file ever shares
 * a process with another. A spare nobody takes within `spareIdleMs` exits, so an idle server
 * keeps no reader.
 */

/** What a reader process loads: its module, bundled into plain JavaScript (reader-bundle.ts). */
export type ReaderModule = {
  /** The TypeScript module whose `read(input)` the process runs. */
  url: URL
}

export type ReaderLimits = {
  /** Writable memory the process may map (RLIMIT_DATA): heap, WebAssembly memory, buffers. */
  memoryMb: number
  /** The JavaScript heap, below memoryMb so most overruns end as a clean V8 out-of-memory. */
  heapMb: number
  /**
   * Wall-clock deadline of the read, from the moment the process has loaded its reader module and
   * has the input; the process is killed when it passes.
   */
  timeoutMs: number
}

/** How a read ended: the reader's own answer, or why the process died without one. */
export type ReaderResult<T> =
  | { kind: 'done'; outcome: T }
  /** Killed for passing its memory or CPU-time limit: the file is too large to read safely. */
  | { kind: 'too-large' }
  | { kind: 'timed-out' }
  /** Anything else: a reader bug, a failed start. Worth a retry. */
  | { kind: 'failed'; message: string }

export type ReaderPool = {
  /** Runs `read(input)` exported by the reader's module in a reader process under `limits`. */
  run: <T>(reader: ReaderModule, input: unknown, limits: ReaderLimits) => Promise<ReaderResult<T>>
  /** Reads running or waiting now. */
  readonly busy: number
  /** Ends the idle spares; reads already running finish. */
  close: () => void
}

const ENTRY = fileURLToPath(new URL('./reader-entry.mjs', import.meta.url))

/** Signs on a process's last words that it ran out of memory, whatever allocator noticed. */
const OUT_OF_MEMORY =
  /out of memory|allocation failed|Cannot allocate memory|bad_alloc|Array buffer allocation|ENOMEM/i
/** The last bytes of a reader's stderr are kept, to tell a memory death from a bug. */
const STDERR_TAIL = 4096

/** A reader process, started and loading its module, waiting for the one input it will read. */
type StartedReader = {
  read: <T>(input: unknown, timeoutMs: number) => Promise<ReaderResult<T>>
  isAlive: () => boolean
  kill: () => void
}

/** CPU time a reader may spend starting and loading its module, on top of its read's deadline. */
const LOADING_CPU_SECONDS = 10

const startReader = (bundle: string, limits: ReaderLimits, startLimitMs: number): StartedReader => {
  // The CPU limit counts the process's whole life, and loading Node and pdf.js takes half a second
  // or more of CPU before the read's deadline starts.
  const cpuSeconds = Math.ceil(limits.timeoutMs / 1000) + LOADING_CPU_SECONDS
  const child = spawn(
    'prlimit',
    [
      `--data=${limits.memoryMb * 1024 * 1024}`,
      // SIGXCPU at the soft limit, SIGKILL a second later.
      `--cpu=${cpuSeconds}:${cpuSeconds + 1}`,
      '--',
      process.execPath,
      `--max-old-space-size=${limits.heapMb}`,
      ENTRY,
    ],
    // The parent's loader flags (tsx, vitest) are not passed: the module is plain JavaScript.
    { stdio: ['ignore', 'ignore', 'pipe', 'ipc'], serialization: 'advanced', env: process.env },
  )
  // Waiting for its input, a reader must not keep the server's process from exiting.
  const setHeld = (held: boolean) => {
    // A piped stderr is a socket, though typed as a plain stream.
    for (const handle of [child, child.channel, child.stderr as Socket | null])
      if (handle) {
        if (held) handle.ref()
        else handle.unref()
      }
  }
  setHeld(false)
  let stderr = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_TAIL)
  })
  let answer: { kind: 'done'; outcome: unknown } | { kind: 'failed'; message: string } | undefined
  let startError: string | undefined
  let markLoaded = () => {}
  const loaded = new Promise<void>((resolve) => (markLoaded = resolve))
  child.on('message', (message: typeof answer | { kind: 'loaded' }) => {
    if (message?.kind === 'loaded') markLoaded()
    else answer = message
  })
  child.on('error', (error) => {
    startError = error.message
  })
  const closed = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  )
  child.send({ module: pathToFileURL(bundle).href })

  return {
    isAlive: () => child.exitCode === null && child.signalCode === null && child.connected,
    kill: () => child.kill('SIGKILL'),
    read: async <T>(input: unknown, timeoutMs: number) => {
      setHeld(true)
      // On a busy machine starting Node and loading pdf.js can take longer than a read's deadline:
      // the deadline is the read's own, and starting has a limit of its own, so a file is never
      // called too large because the machine was slow to start its reader.
      let ended: 'timed-out' | 'not-started' | undefined
      const end = (why: typeof ended) => {
        ended = why
        child.kill('SIGKILL')
      }
      let deadline = setTimeout(() => end('not-started'), startLimitMs)
      void loaded.then(() => {
        clearTimeout(deadline)
        if (!ended) deadline = setTimeout(() => end('timed-out'), timeoutMs)
      })
      if (child.connected) child.send({ input })
      const { code, signal } = await closed
      clearTimeout(deadline)
      if (answer?.kind === 'done') return { kind: 'done', outcome: answer.outcome as T }
      if (answer?.kind === 'failed')
        return OUT_OF_MEMORY.test(answer.message)
          ? { kind: 'too-large' }
          : { kind: 'failed', message: answer.message }
      if (startError)
        return { kind: 'failed', message: `The reader process could not start: ${startError}` }
      if (ended === 'timed-out') return { kind: 'timed-out' }
      if (ended === 'not-started')
        return {
          kind: 'failed',
          message: `The reader process did not load within ${startLimitMs / 1000} s`,
        }
      const outOfMemory =
        OUT_OF_MEMORY.test(stderr) ||
        signal === 'SIGXCPU' ||
        signal === 'SIGKILL' ||
        signal === 'SIGABRT' ||
        signal === 'SIGSEGV' ||
        signal === 'SIGBUS' ||
        code === 134
      if (outOfMemory) return { kind: 'too-large' }
      return {
        kind: 'failed',
        message: `The reader stopped (${signal ?? `exit code ${code}`}) before it answered`,
      }
    },
  }
}

export const createReaderPool = ({
  processes,
  spareIdleMs = 30_000,
  startLimitMs = 60_000,
}: {
  processes: number
  spareIdleMs?: number
  /** How long a reader may take to start and load its module before it counts as failed. */
  startLimitMs?: number
}): ReaderPool => {
  let running = 0
  let isClosed = false
  const waiting: (() => void)[] = []
  const spares = new Map<string, { reader: StartedReader; expiry: NodeJS.Timeout }>()
  const turn = async () => {
    if (running < processes) {
      running++
      return
    }
    await new Promise<void>((resolve) => waiting.push(resolve))
  }
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
  /** The spare for this kind of read if there is a live one, else a new process; then a new spare. */
  const takeReader = (bundle: string, limits: ReaderLimits) => {
    const kind = `${bundle} ${limits.memoryMb} ${limits.heapMb} ${limits.timeoutMs}`
    const spare = spares.get(kind)
    spares.delete(kind)
    if (spare) clearTimeout(spare.expiry)
    const reader = spare?.reader.isAlive()
      ? spare.reader
      : startReader(bundle, limits, startLimitMs)
    if (spare && reader !== spare.reader) spare.reader.kill()
    if (!isClosed) {
      const next = startReader(bundle, limits, startLimitMs)
      const expiry = setTimeout(() => {
        spares.delete(kind)
        next.kill()
      }, spareIdleMs)
      expiry.unref()
      spares.set(kind, { reader: next, expiry })
    }
    return reader
  }
  return {
    get busy() {
      return running + waiting.length
    },
    run: async (module, input, limits) => {
      let bundle: string
      try {
        bundle = await readerBundle(module.url)
      } catch (error) {
        return {
          kind: 'failed',
          message: `The reader could not be bundled: ${(error as Error).message}`,
        }
      }
      await turn()
      try {
        return await takeReader(bundle, limits).read(input, limits.timeoutMs)
      } finally {
        release()
      }
    },
    close: () => {
      isClosed = true
      for (const { reader, expiry } of spares.values()) {
        clearTimeout(expiry)
        reader.kill()
      }
      spares.clear()
    },
  }
}
