import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openTestDatabase, testDialects, type TestDatabase } from '../../../../tests/test-database'

const DAY = '2026-03-06'
const FIXTURE = 'tests/fixtures/scheduler-server.ts'

/** `count` leases, each with a 5% late fee whose March rent is unpaid and a monthly parking charge. */
const seedLeases = async (database: TestDatabase, count: number) => {
  const stamp = new Date().toISOString()
  for (let batch = 0; batch < count; batch += 50) {
    const ids = Array.from({ length: Math.min(50, count - batch) }, () => randomUUID())
    await database.db
      .insertInto('tenants')
      .values(
        ids.map((id, i) => ({
          id,
          first_name: 'Robin',
          last_name: `Process${batch + i}`,
          email: `process-${id}@example.com`,
          phone: null,
          unit: null,
          password_hash: null,
          extracted_from_document: 0,
          confidence_score: null,
          last_login_at: null,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .execute()
    await database.db
      .insertInto('leases')
      .values(
        ids.map((id) => ({
          id,
          tenant_id: id,
          property_id: null,
          status: 'active',
          monthly_rent_cents: 150_000,
          security_deposit_cents: 0,
          start_date: '2026-03-01',
          end_date: null,
          rent_due_day: 1,
          prorate_first_month: 0,
          ledger_start: '2026-03-01',
          late_fee_type: 'percent',
          late_fee_percent_bp: 500,
          late_fee_grace_days: 5,
          extracted_data: null,
          extraction_confidence: null,
          intake_id: null,
          ended_at: null,
          unit_id: null,
          additional_occupants: null,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .execute()
    await database.db
      .insertInto('recurring_charges')
      .values(
        ids.map((id) => ({
          id: randomUUID(),
          lease_id: id,
          description: 'Parking',
          amount_cents: 7_500,
          due_day: 1,
          start_date: '2026-03-01',
          end_date: null,
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .execute()
  }
}

describe.each(testDialects)('scheduler processes on %s', (dialect) => {
  let database: TestDatabase
  const children: ChildProcess[] = []

  beforeEach(async () => {
    database = await openTestDatabase(dialect)
  })
  afterEach(async () => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
    await database.close()
  })

  const start = (mode: 'server' | 'direct') => {
    const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
      env: {
        ...process.env,
        SCHEDULER_DAY: DAY,
        SCHEDULER_MODE: mode,
        SCHEDULER_DATA_DIR: database.dataDir,
        ...(database.url ? { SCHEDULER_PG_URL: database.url } : {}),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    children.push(child)
    return child
  }
  const exited = (child: ChildProcess) =>
    new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

  const counts = async () => {
    const entries = await database.db
      .selectFrom('ledger_entries')
      .select(['lease_id', 'kind', 'period_key'])
      .execute()
    const reminders = await database.db.selectFrom('sent_reminders').select('id').execute()
    const distinct = new Set(entries.map((e) => `${e.lease_id}|${e.kind}|${e.period_key}`))
    return { entries: entries.length, distinct: distinct.size, reminders: reminders.length }
  }

  it.runIf(dialect === 'postgres')(
    'posts each entry once when two servers run the scheduler at once',
    async () => {
      await seedLeases(database, 40)
      const servers = [start('server'), start('server')]
      expect(await Promise.all(servers.map(exited))).toEqual([0, 0])
      const racers = [start('direct'), start('direct')]
      expect(await Promise.all(racers.map(exited))).toEqual([0, 0])
      expect(await counts()).toEqual({ entries: 80, distinct: 80, reminders: 40 })
      const jobs = await database.db
        .selectFrom('jobs')
        .select('status')
        .where('kind', '=', 'ledger_day')
        .execute()
      expect(jobs).toEqual([{ status: 'done' }])
    },
    120_000,
  )

  it('leaves every entry exactly once after a SIGKILL mid-run and a restart', async () => {
    const leases = 300
    await seedLeases(database, leases)
    const first = start('server')
    const killed = exited(first)
    let atKill = 0
    for (;;) {
      atKill = (await counts()).entries
      if (atKill > 0) break
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    first.kill('SIGKILL')
    await killed
    expect(atKill).toBeLessThan(leases * 2)
    const partial = await counts()
    expect(partial.entries).toBeLessThan(leases * 2)

    const restarted = start('server')
    expect(await exited(restarted)).toBe(0)
    expect(await counts()).toEqual({
      entries: leases * 2,
      distinct: leases * 2,
      reminders: leases,
    })
    // The restart waits out the killed run's 30-second job lock; three child servers on a loaded CI machine
    // took longer than 180 s once.
  }, 300_000)
})
