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
  /** Non-2xx answers, connection errors and timeouts: any of them makes the run a failure. */
  failures: string[]
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
  options: { seconds: number; warmUpSeconds: number },
): Promise<LoadResult> => {
  await fire(base, target, options.warmUpSeconds)
  const result = await fire(base, target, options.seconds)
  const failures = [
    result.non2xx ? `${result.non2xx} non-2xx answers` : '',
    result.errors ? `${result.errors} connection errors` : '',
    result.timeouts ? `${result.timeouts} timeouts` : '',
  ].filter(Boolean)
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
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
