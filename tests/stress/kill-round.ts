import { sql } from 'kysely'
import type { Reply } from './client'
import type { StressServer } from './harness'
import type { SeededRandom } from './random'

export type Shot<T> = { meta: T; reply: Reply }

export type KillRound<T> = {
  shots: Shot<T>[]
  /** Requests sent and not yet answered when the kill came. */
  inFlightAtKill: number
  /** PostgreSQL only: transactions the server had open a moment before the kill. */
  openTransactionsAtKill: number | null
  killedAfterMs: number
}

const isOk = (status: number) => status >= 200 && status < 300

export const acknowledged = <T>(shots: Shot<T>[]) => shots.filter((shot) => isOk(shot.reply.status))

/**
 * Keeps `workers` requests going at once, each worker firing its next as soon as its last one is
 * answered, and SIGKILLs the server at a seeded random moment in `killWindowMs`. The stream never
 * pauses, so the kill lands while requests are being handled. Returns every request with its reply
 * (status 0 for those the kill cut off).
 */
export const fireAndKill = async <T>(
  server: StressServer,
  random: SeededRandom,
  options: {
    workers: number
    killWindowMs: [number, number]
    fire: (sequence: number) => { meta: T; send: () => Promise<Reply> }
  },
): Promise<KillRound<T>> => {
  const shots: Shot<T>[] = []
  let sequence = 0
  let inFlight = 0
  let isKilled = false
  const worker = async () => {
    while (!isKilled) {
      const { meta, send } = options.fire(sequence++)
      inFlight++
      const reply = await send()
      inFlight--
      shots.push({ meta, reply })
    }
  }
  const started = performance.now()
  const loops = Array.from({ length: options.workers }, worker)
  const delay = random.between(...options.killWindowMs)
  await new Promise((resolve) => setTimeout(resolve, delay))
  const openTransactionsAtKill = server.kind === 'postgres' ? await openTransactions(server) : null
  const inFlightAtKill = inFlight
  isKilled = true
  await server.kill()
  await Promise.all(loops)
  return {
    shots,
    inFlightAtKill,
    openTransactionsAtKill,
    killedAfterMs: Math.round(performance.now() - started),
  }
}

/** Other sessions on the server's database inside a transaction right now. */
const openTransactions = async (server: StressServer) => {
  const { rows } = await sql<{ count: number }>`
    select count(*) as count from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null`.execute(
    server.db,
  )
  return Number(rows[0]?.count ?? 0)
}

export const describeRound = (name: string, round: number, result: KillRound<unknown>) => {
  const acked = acknowledged(result.shots).length
  const cut = result.shots.filter((shot) => shot.reply.status === 0).length
  const other = result.shots.length - acked - cut
  const transactions =
    result.openTransactionsAtKill === null
      ? ''
      : `, ${result.openTransactionsAtKill} open transaction(s)`
  return (
    `${name} round ${round}: killed after ${result.killedAfterMs} ms with ${result.inFlightAtKill} request(s) in flight${transactions}; ` +
    `${acked} acknowledged, ${cut} cut off, ${other} refused`
  )
}
