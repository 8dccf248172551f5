/** The server's resident memory at one moment of the soak, with the requests answered so far. */
export type Sample = { seconds: number; rssMb: number; requests: number }

/**
 * Leaks show as resident memory that keeps climbing once the heap has grown to its working size.
 * The first window is warm-up (JIT, caches, pools, V8 growing its heap) and is not judged; the
 * median of the second window is compared with the median of the last. Medians ride out the saw
 * tooth of garbage collection. With a 5-minute soak the windows are the second and the last minute.
 */
export const MEMORY_LIMIT_MB = 40

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

export const memoryVerdict = (samples: Sample[], seconds: number) => {
  const window = Math.min(60, seconds / 5)
  const inWindow = (from: number, to: number) =>
    samples
      .filter((sample) => sample.seconds >= from && sample.seconds < to)
      .map((sample) => sample.rssMb)
  const early = median(inWindow(window, 2 * window))
  const late = median(inWindow(seconds - window, seconds + 1))
  const growthMb = Math.round((late - early) * 10) / 10
  return {
    growthMb,
    limitMb: MEMORY_LIMIT_MB,
    explanation:
      `median RSS ${early.toFixed(0)} MB in s ${window.toFixed(0)}–${(2 * window).toFixed(0)}, ` +
      `${late.toFixed(0)} MB in the last ${window.toFixed(0)} s: ${growthMb >= 0 ? '+' : ''}${growthMb} MB (limit +${MEMORY_LIMIT_MB} MB)`,
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN)
}

const n = (value: number) => value.toLocaleString('en-US')

/** The short report the soak prints: traffic, writes, errors and the memory curve. */
export const summarize = (run: {
  kind: string
  seconds: number
  connections: number
  counts: { requests: number; writes: number }
  latencies: { read: number[]; write: number[] }
  failures: { route: string; status: number; body: string }[]
  written: {
    payments: { proofSha: string | null }[]
    requests: { photos: number }[]
    notes: unknown[]
    imports: { rows: number }[]
    intakes: unknown[]
  }
  lost: string[]
  samples: Sample[]
  memory: ReturnType<typeof memoryVerdict>
}) => {
  const { written } = run
  const step = Math.max(1, Math.round(run.seconds / 10))
  const curve = run.samples
    .filter((_, i) => i % step === 0)
    .map((s) => `${s.seconds.toFixed(0)}s ${s.rssMb.toFixed(0)}`)
  const serverErrors = run.failures.filter(
    (failure) => failure.status >= 500 || failure.status === 0,
  )
  return [
    `Soak on ${run.kind}: ${run.seconds.toFixed(0)} s, ${run.connections} connections`,
    `  requests ${n(run.counts.requests)} (${n(Math.round(run.counts.requests / run.seconds))}/s), of which writes ${n(run.counts.writes)}`,
    `  acknowledged writes: payments ${n(written.payments.length)} (${n(written.payments.filter((p) => p.proofSha).length)} with proof), ` +
      `maintenance requests ${n(written.requests.length)} (${n(written.requests.reduce((sum, r) => sum + r.photos, 0))} photos), ` +
      `notes ${n(written.notes.length)}, imports ${n(written.imports.length)} (${n(written.imports.reduce((sum, i) => sum + i.rows, 0))} tenants), ` +
      `intakes ${n(written.intakes.length)}`,
    `  latency p50 / p99: reads ${percentile(run.latencies.read, 0.5)} / ${percentile(run.latencies.read, 0.99)} ms, ` +
      `writes ${percentile(run.latencies.write, 0.5)} / ${percentile(run.latencies.write, 0.99)} ms`,
    `  errors: ${serverErrors.length} 5xx or broken, ${run.failures.length - serverErrors.length} other non-2xx; lost writes: ${run.lost.length}`,
    ...run.failures
      .slice(0, 5)
      .map((failure) => `    ${failure.status} ${failure.route}: ${failure.body}`),
    ...run.lost.slice(0, 5).map((item) => `    lost: ${item}`),
    `  RSS (MB): ${curve.join(', ')}`,
    `  memory: ${run.memory.explanation}`,
  ].join('\n')
}
