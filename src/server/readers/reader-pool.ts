import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * Untrusted files (lease PDFs, scans, spreadsheets) are read in child processes of their own, with
 * limits the operating system enforces: a PDF bomb or a spreadsheet that unpacks to gigabytes
 * costs that process, never the server. Each read gets a fresh process that exits when it
 * answers, so all its memory goes back to the system; at most `processes` run at once and the
 * rest wait their turn, which bounds the memory all readers together can take.
 */

export type ReaderLimits = {
  /** Writable memory the process may map (RLIMIT_DATA): heap, WebAssembly memory, buffers. */
  memoryMb: number
  /** The JavaScript heap, below memoryMb so most overruns end as a clean V8 out-of-memory. */
  heapMb: number
  /** Wall-clock deadline from the start of the read; the process is killed when it passes. */
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
  /** Runs `read(input)` exported by `module` in a reader process under `limits`. */
  run: <T>(module: URL, input: unknown, limits: ReaderLimits) => Promise<ReaderResult<T>>
  /** Reads running or waiting now. */
  readonly busy: number
}

const ENTRY = fileURLToPath(new URL('./reader-entry.mjs', import.meta.url))

/** Signs on a process's last words that it ran out of memory, whatever allocator noticed. */
const OUT_OF_MEMORY =
  /out of memory|allocation failed|Cannot allocate memory|bad_alloc|Array buffer allocation|ENOMEM/i
/** The last bytes of a reader's stderr are kept, to tell a memory death from a bug. */
const STDERR_TAIL = 4096

const runOne = <T>(module: URL, input: unknown, limits: ReaderLimits) =>
  new Promise<ReaderResult<T>>((resolve) => {
    const cpuSeconds = Math.max(1, Math.ceil(limits.timeoutMs / 1000))
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
      // The parent's loader flags (tsx, vitest) are not passed: the entry registers tsx itself.
      { stdio: ['ignore', 'ignore', 'pipe', 'ipc'], serialization: 'advanced', env: process.env },
    )
    let stderr = ''
    child.stderr?.setEncoding('utf8')
    child.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL)
    })
    let result: ReaderResult<T> | undefined
    let timedOut = false
    const deadline = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, limits.timeoutMs)
    child.on(
      'message',
      (message: { kind: 'done'; outcome: T } | { kind: 'failed'; message: string }) => {
        result =
          message.kind === 'done'
            ? message
            : OUT_OF_MEMORY.test(message.message)
              ? { kind: 'too-large' }
              : { kind: 'failed', message: message.message }
      },
    )
    child.on('error', (error) => {
      result ??= { kind: 'failed', message: `The reader process could not start: ${error.message}` }
    })
    child.on('close', (code, signal) => {
      clearTimeout(deadline)
      if (result) return resolve(result)
      if (timedOut) return resolve({ kind: 'timed-out' })
      const outOfMemory =
        OUT_OF_MEMORY.test(stderr) ||
        signal === 'SIGXCPU' ||
        signal === 'SIGKILL' ||
        signal === 'SIGABRT' ||
        signal === 'SIGSEGV' ||
        signal === 'SIGBUS' ||
        code === 134
      if (outOfMemory) return resolve({ kind: 'too-large' })
      resolve({
        kind: 'failed',
        message: `The reader stopped (${signal ?? `exit code ${code}`}) before it answered`,
      })
    })
    child.send({ module: module.href, input })
  })

export const createReaderPool = ({ processes }: { processes: number }): ReaderPool => {
  let running = 0
  const waiting: (() => void)[] = []
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
  return {
    get busy() {
      return running + waiting.length
    },
    run: async (module, input, limits) => {
      await turn()
      try {
        return await runOne(module, input, limits)
      } finally {
        release()
      }
    },
  }
}
