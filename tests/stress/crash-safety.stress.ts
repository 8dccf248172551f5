import { createHash, randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Selectable } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DocumentIntakesTable } from '../../src/server/db/schema'
import { createLocalFileStore } from '../../src/server/storage/file-store'
import { call, form, idOf, seedSignedInTenants, signInAdmin, type SignedInTenant } from './client'
import { pngImage } from '../images'
import { createStressServer, stressDialects, type StressServer } from './harness'
import { acknowledged, describeRound, fireAndKill, type KillRound } from './kill-round'
import { seededRandom, STRESS_SEED } from './random'
import { auditStoredFiles } from './stored-files'

/*
 * Crash safety: the real server, killed with SIGKILL while it handles a stream
 * of writes, restarted on the same data. Every acknowledged write must be there, nothing may be
 * half-written, and no stored file may be left without its row or a row without its file.
 */

const ROUNDS = Number(process.env.STRESS_ROUNDS ?? 3)
const HERE = path.dirname(fileURLToPath(import.meta.url))
const SHARED_LEASES = path.resolve(HERE, '../../../shared/fixtures/leases')
const REVIEW_LEASE = path.resolve(HERE, '../fixtures/leases/dc_housing_provider_lease.pdf')
const PORTS = { sqlite: 4201, postgres: 4202 }

/** An intake PDF the worker reads in well under a second, so several are queued at once. */
const INTAKE_PDFS = [
  'one_paragraph_lease.pdf',
  'rentalutions_lease_partial_lorem.pdf',
  'flipmo_residential_lease_blank.pdf',
]

const PNG_START = pngImage()
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

describe.each(stressDialects)('after a SIGKILL on %s', (kind) => {
  const random = seededRandom(STRESS_SEED + (kind === 'postgres' ? 1 : 0))
  let server: StressServer
  let admin: string
  let tenants: SignedInTenant[]

  beforeAll(async () => {
    console.log(
      `crash safety on ${kind}: STRESS_SEED=${STRESS_SEED}, ${ROUNDS} round(s) per scenario`,
    )
    server = await createStressServer(kind, PORTS[kind])
    await server.start()
    admin = await signInAdmin(server.base)
    tenants = await seedSignedInTenants(server.db, server.base, 10, 'crash')
  })
  afterAll(async () => server?.dispose())

  /** Restarts on the same data and checks the uploads folder against the stored_files table. */
  const restartAndAuditFiles = async () => {
    await server.start()
    let audit = await auditStoredFiles(server.db, server.uploadsDir)
    expect(audit.broken).toEqual([])
    if (kind === 'postgres' && audit.orphans.length) {
      // Servers sharing a PostgreSQL database may be between writing bytes and committing their
      // row, so the start-up sweep spares files younger than an hour there. Age the leftovers past
      // that and restart: the sweep must then remove every one.
      const hoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
      for (const file of audit.orphans)
        fs.utimesSync(path.join(server.uploadsDir, file), hoursAgo, hoursAgo)
      await server.kill()
      await server.start()
      audit = await auditStoredFiles(server.db, server.uploadsDir)
    }
    expect(audit.orphans).toEqual([])
  }

  const report = (name: string, round: number, result: KillRound<unknown>) => {
    console.log(describeRound(`${kind} ${name}`, round, result))
    // A kill before anything was sent, or after the stream ran dry, would prove nothing.
    expect(result.inFlightAtKill).toBeGreaterThan(0)
  }

  it('keeps each spreadsheet import whole or leaves no trace of it', async () => {
    const ROWS = 2000
    const PROPERTIES = 20
    for (let round = 1; round <= ROUNDS; round++) {
      const result = await fireAndKill(server, random, {
        workers: 3,
        killWindowMs: [500, 3000],
        fire: (sequence) => {
          const batch = `imp${round}x${sequence}x${randomUUID().slice(0, 6)}`
          const rows = Array.from({ length: ROWS }, (_, i) => ({
            firstName: 'Imported',
            lastName: `Row ${i}`,
            email: `${batch}-${i}@example.com`,
            unit: `${i + 1}`,
            propertyName: `Stress ${batch} P${i % PROPERTIES}`,
            leaseStart: '2026-01-01',
            rent: 1200,
          }))
          return {
            meta: batch,
            send: () =>
              call(server.base, 'POST', '/api/admin/tenants/import', {
                token: admin,
                json: { tenants: rows },
              }),
          }
        },
      })
      report('import', round, result)
      await restartAndAuditFiles()

      for (const { meta: batch, reply } of result.shots) {
        const tenantIds = (
          await server.db
            .selectFrom('tenants')
            .select('id')
            .where('email', 'like', `${batch}-%`)
            .execute()
        ).map((row) => row.id)
        const leases = tenantIds.length
          ? await server.db
              .selectFrom('leases')
              .select('id')
              .where('tenant_id', 'in', tenantIds)
              .execute()
          : []
        const properties = await server.db
          .selectFrom('properties')
          .select('id')
          .where('name', 'like', `Stress ${batch} P%`)
          .execute()
        const isAcknowledged = reply.status === 200
        const found = {
          tenants: tenantIds.length,
          leases: leases.length,
          properties: properties.length,
        }
        const whole = { tenants: ROWS, leases: ROWS, properties: PROPERTIES }
        const none = { tenants: 0, leases: 0, properties: 0 }
        if (isAcknowledged) expect(found, `acknowledged import ${batch}`).toEqual(whole)
        else expect([whole, none], `unacknowledged import ${batch}`).toContainEqual(found)
      }
    }
  })

  it('keeps every acknowledged payment with its proof, and no proof without its payment', async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const result = await fireAndKill(server, random, {
        workers: 16,
        killWindowMs: [300, 2000],
        fire: (sequence) => {
          const tenant = random.pick(tenants)
          const proof = random.chance(0.6)
            ? Buffer.concat([PNG_START, randomBytes(random.between(20_000, 600_000))])
            : undefined
          const reference = `r${round}s${sequence}x${randomUUID().slice(0, 8)}`
          const fields = {
            amount: `${random.between(100, 2000)}.00`,
            method: 'zelle',
            period: 'March 2026',
            zelleRef: reference,
          }
          const files = proof
            ? [{ field: 'proofFile', name: 'proof.png', bytes: proof, type: 'image/png' }]
            : []
          return {
            meta: {
              tenant: tenant.id,
              reference,
              amount: fields.amount,
              proofSha: proof ? sha256(proof) : null,
            },
            send: () =>
              call(server.base, 'POST', '/api/payments', {
                token: tenant.token,
                form: form(fields, files),
              }),
          }
        },
      })
      report('payments', round, result)
      await restartAndAuditFiles()

      const sent = new Map(result.shots.map((shot) => [shot.meta.reference, shot.meta]))
      const stored = await server.db
        .selectFrom('payments as p')
        .leftJoin('stored_files as f', 'f.id', 'p.proof_file_id')
        .select([
          'p.id',
          'p.tenant_id',
          'p.zelle_ref',
          'p.amount_cents',
          'p.proof_file_id',
          'f.sha256',
        ])
        .where('p.zelle_ref', 'like', `r${round}s%`)
        .execute()
      const byId = new Map(stored.map((row) => [row.id, row]))
      for (const shot of acknowledged(result.shots)) {
        const row = byId.get(idOf(shot.reply))
        expect(row, `acknowledged payment ${shot.meta.reference}`).toBeDefined()
        expect(row?.zelle_ref).toBe(shot.meta.reference)
      }
      // Every payment that committed, acknowledged or not, is one that was sent, with its own proof.
      for (const row of stored) {
        const meta = sent.get(row.zelle_ref ?? '')
        expect(meta, `payment ${row.id} matches a request`).toBeDefined()
        expect(row.tenant_id).toBe(meta?.tenant)
        expect(row.amount_cents).toBe(Math.round(Number(meta?.amount) * 100))
        expect(row.sha256 ?? null, `proof of ${row.zelle_ref}`).toBe(meta?.proofSha)
      }
    }
  })

  /** One lease uploaded and read by the worker; its copies are what the finalize rounds use. */
  let readLease: Promise<Selectable<DocumentIntakesTable>> | undefined
  const extractedTemplate = async () => {
    const upload = await call(server.base, 'POST', '/api/admin/lease-intake/upload', {
      token: admin,
      form: form({}, [
        {
          field: 'document',
          name: 'lease.pdf',
          bytes: fs.readFileSync(REVIEW_LEASE),
          type: 'application/pdf',
        },
      ]),
    })
    expect(upload.status).toBe(201)
    const source = await waitForIntakes([idOf(upload)], 60_000)
    expect(source[0]?.status).toBe('extracted')
    return server.db
      .selectFrom('document_intakes')
      .selectAll()
      .where('id', '=', idOf(upload))
      .executeTakeFirstOrThrow()
  }

  let copies = 0
  /** Intakes ready for review, as the worker leaves them: a stored PDF and its extraction. */
  const reviewReadyIntakes = async (count: number) => {
    const pdf = fs.readFileSync(REVIEW_LEASE)
    const template = await (readLease ??= extractedTemplate())
    const store = createLocalFileStore(server.uploadsDir)
    const ids: string[] = []
    const stamp = new Date().toISOString()
    for (let i = 0; i < count; i++) {
      const fileId = randomUUID()
      const id = randomUUID()
      await server.db
        .insertInto('stored_files')
        .values({
          id: fileId,
          storage_key: await store.put(pdf),
          original_name: 'lease.pdf',
          content_type: 'application/pdf',
          size_bytes: pdf.length,
          sha256: sha256(pdf),
          owner_type: 'admin',
          owner_id: template.created_by_admin_id,
          created_at: stamp,
        })
        .execute()
      // Each copy names its own home: a unit holds one active lease, so copies of one lease could
      // otherwise be finalized only once.
      const extracted = JSON.parse(template.extracted_json ?? '{}') as {
        property?: { address?: string | null }
      }
      extracted.property = {
        ...extracted.property,
        address: `${++copies} Crash Lane, Apt 1, Springfield, IL 62701`,
      }
      await server.db
        .insertInto('document_intakes')
        .values({ ...template, id, file_id: fileId, extracted_json: JSON.stringify(extracted) })
        .execute()
      ids.push(id)
    }
    return ids
  }

  const waitForIntakes = async (ids: string[], timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const rows = await server.db
        .selectFrom('document_intakes')
        .select(['id', 'status', 'error_message'])
        .where('id', 'in', ids)
        .execute()
      const isDone = rows.every((row) => row.status !== 'uploaded' && row.status !== 'processing')
      if (isDone || Date.now() > deadline) return rows
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }

  it('creates the tenant, lease and lease document of a finalize together or not at all', async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      // Finalizes on SQLite run at hundreds a second on a quiet machine: the pool must outlast
      // the latest kill moment (1.2 s) with room to spare.
      const pool = await reviewReadyIntakes(600)
      const result = await fireAndKill(server, random, {
        workers: 4,
        killWindowMs: [200, 1200],
        fire: (sequence) => {
          const intakeId = pool[sequence]
          if (!intakeId)
            throw new Error('The pool of intakes ran dry before the kill; make it larger')
          const email = `finalize-${round}-${sequence}-${randomUUID().slice(0, 6)}@example.com`
          const body = {
            tenant: { data: { firstName: 'Final', lastName: `Ize ${sequence}`, email } },
            lease: {
              monthlyRent: 1850,
              securityDeposit: 1850,
              startDate: '2026-02-01',
              endDate: '2027-01-31',
            },
          }
          return {
            meta: { intakeId, email },
            send: () =>
              call(server.base, 'POST', `/api/admin/lease-intake/${intakeId}/finalize`, {
                token: admin,
                json: body,
              }),
          }
        },
      })
      report('finalize', round, result)
      await restartAndAuditFiles()

      for (const { meta, reply } of result.shots) {
        const intake = await server.db
          .selectFrom('document_intakes')
          .selectAll()
          .where('id', '=', meta.intakeId)
          .executeTakeFirstOrThrow()
        const tenant = await server.db
          .selectFrom('tenants')
          .select('id')
          .where('email', '=', meta.email)
          .executeTakeFirst()
        const lease = await server.db
          .selectFrom('leases')
          .select(['id', 'tenant_id', 'status'])
          .where('intake_id', '=', meta.intakeId)
          .executeTakeFirst()
        const document = lease
          ? await server.db
              .selectFrom('lease_documents')
              .select('file_id')
              .where('lease_id', '=', lease.id)
              .executeTakeFirst()
          : undefined
        if (reply.status === 200)
          expect(intake.status, `acknowledged finalize of ${meta.intakeId}`).toBe('finalized')
        if (intake.status === 'finalized') {
          expect(tenant, `tenant of ${meta.intakeId}`).toBeDefined()
          expect(lease).toMatchObject({ tenant_id: tenant?.id, status: 'active' })
          expect(intake).toMatchObject({ tenant_id: tenant?.id, lease_id: lease?.id })
          expect(document?.file_id).toBe(intake.file_id)
        } else {
          expect(intake).toMatchObject({
            status: 'extracted',
            tenant_id: null,
            lease_id: null,
            finalized_at: null,
          })
          expect(tenant).toBeUndefined()
          expect(lease).toBeUndefined()
        }
      }
      // An interrupted finalize left nothing claimed: the next intake in line can still be finalized.
      const untouched = result.shots.length
      const retry = await call(
        server.base,
        'POST',
        `/api/admin/lease-intake/${pool[untouched]}/finalize`,
        {
          token: admin,
          json: {
            tenant: { data: { email: `retry-${round}-${randomUUID().slice(0, 6)}@example.com` } },
            lease: {},
          },
        },
      )
      expect(retry.status).toBe(200)
    }
  })

  it('re-queues an extraction the kill interrupted and finishes it', async () => {
    let interruptedTotal = 0
    for (let round = 1; round <= ROUNDS; round++) {
      const ids: string[] = []
      for (let i = 0; i < 6; i++) {
        const name = INTAKE_PDFS[i % INTAKE_PDFS.length] ?? ''
        const upload = await call(server.base, 'POST', '/api/admin/lease-intake/upload', {
          token: admin,
          form: form({}, [
            {
              field: 'document',
              name,
              bytes: fs.readFileSync(path.join(SHARED_LEASES, name)),
              type: 'application/pdf',
            },
          ]),
        })
        expect(upload.status).toBe(201)
        ids.push(idOf(upload))
      }
      // Wait until the worker is reading one, then kill at a seeded moment while it reads.
      for (;;) {
        const rows = await server.db
          .selectFrom('document_intakes')
          .select('status')
          .where('id', 'in', ids)
          .execute()
        if (rows.some((row) => row.status === 'processing')) break
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      await new Promise((resolve) => setTimeout(resolve, random.between(0, 80)))
      await server.kill()
      // The kill interrupts a job, not only a read: the claim may be cut off after the intake was
      // saved as extracted and before the job was marked done.
      const interrupted = (
        await server.db
          .selectFrom('jobs')
          .select('payload')
          .where('status', '=', 'running')
          .execute()
      ).filter((job) => ids.some((id) => job.payload.includes(id)))
      interruptedTotal += interrupted.length
      console.log(
        `${kind} extraction round ${round}: killed with ${interrupted.length} job(s) running`,
      )

      await restartAndAuditFiles()
      const finished = await waitForIntakes(ids, 120_000)
      const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)
      expect(
        finished.map(({ id, status, error_message }) => ({ id, status, error_message })).sort(byId),
      ).toEqual(ids.map((id) => ({ id, status: 'extracted', error_message: null })).sort(byId))
      // On PostgreSQL other servers may be alive, so a dead claimant's job is taken back only once
      // its 30 s lock lapses (SQLite, the only process there is, takes every claim back at start).
      const unfinishedJobs = async () =>
        (
          await server.db
            .selectFrom('jobs')
            .select(['status', 'payload'])
            .where('status', '!=', 'done')
            .execute()
        ).filter((job) => ids.some((id) => job.payload.includes(id)))
      const deadline = Date.now() + 60_000
      while ((await unfinishedJobs()).length > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 500))
      expect(await unfinishedJobs()).toEqual([])
    }
    expect(interruptedTotal).toBeGreaterThan(0)
  })
})
