import autocannon from 'autocannon'

export const CONNECTIONS = 50

/** One endpoint under load: each request takes the next path and the next session in turn. */
export type LoadTarget = {
  label: string
  nextPath: () => string
  nextToken?: () => string
}

export type LoadResult = {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  requests: number
  /** The server's CPU time per answered request: its cost, whatever else the machine is doing. */
  cpuMsPerRequest: number
  /** Non-2xx answers and connection errors: either means something broke. */
  failures: string[]
  /** Requests unanswered after autocannon's 10 s: too slow, a missed target rather than a break. */
  timeouts: number
}

/** Round-robin over a list, so load spreads over many sessions and rows instead of one hot one. */
export const rotate = <T>(items: readonly T[]) => {
  if (!items.length) throw new Error('Nothing to rotate over.')
  let i = 0
  return () => items[i++ % items.length] as T
}

const fire = (base: string, target: LoadTarget, seconds: number) =>
  autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: target.nextPath(),
          headers: target.nextToken
            ? { ...request.headers, authorization: `Bearer ${target.nextToken()}` }
            : request.headers,
        }),
      },
    ],
  })

/**
 * `CONNECTIONS` connections for `seconds`, after an unrecorded warm-up (the JIT, the page cache and
 * the pool settle). Autocannon runs in this process; the server in its own.
 */
export const runLoad = async (
  base: string,
  target: LoadTarget,
  options: { seconds: number; warmUpSeconds: number; cpuSeconds: () => number },
): Promise<LoadResult> => {
  await fire(base, target, options.warmUpSeconds)
  const cpuBefore = options.cpuSeconds()
  const result = await fire(base, target, options.seconds)
  const cpuSeconds = options.cpuSeconds() - cpuBefore
  const failures = [
    result.non2xx ? `${result.non2xx} non-2xx answers` : '',
    result.errors > result.timeouts ? `${result.errors - result.timeouts} connection errors` : '',
  ].filter(Boolean)
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    timeouts: result.timeouts,
    cpuMsPerRequest: (cpuSeconds * 1000) / Math.max(1, result.requests.total),
    failures,
  }
}

/** Samples a process's resident memory while `work` runs and returns the highest reading. */
export const peakWhile = async <T>(
  readRssMb: () => number,
  work: () => Promise<T>,
): Promise<{ value: T; peakRssMb: number }> => {
  let peakRssMb = readRssMb()
  const timer = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, readRssMb())
  }, 100)
  try {
    const value = await work()
    return { value, peakRssMb: Math.max(peakRssMb, readRssMb()) }
  } finally {
    clearInterval(timer)
  }
}
