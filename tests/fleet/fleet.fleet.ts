import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../src/server/modules/auth/password'
import { DEFAULT_THROTTLE } from '../../src/server/modules/auth/login-throttle'
import { EXTRACT_LEASE_JOB } from '../../src/server/modules/lease-intake/intake.service'
import { insertLease, insertProperty, insertTenant } from '../factories'
import { formOf, pngOf, send, slowUpload } from './fleet-client'
import { FLEET_ADMIN, startFleet, type Fleet } from './fleet-harness'

const HERE = path.dirname(fileURLToPath(import.meta.url))
const LEASE_PDF = fs.readFileSync(
  path.resolve(HERE, '../fixtures/leases/dc_housing_provider_lease.pdf'),
)
const TENANT_PASSWORD = 'fleet-tenant-password'

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

describe('two Hearth servers behind HAProxy on PostgreSQL and an S3-compatible store', () => {
  let fleet: Fleet
  let admin: string
  let passwordHash: string

  beforeAll(async () => {
    fleet = await startFleet()
    passwordHash = await hashPassword(TENANT_PASSWORD)
    const signIn = await send(fleet.publicBase, '/api/admin/login', { json: FLEET_ADMIN })
    expect(signIn.status).toBe(200)
    admin = (signIn.json() as { sessionToken: string }).sessionToken
  })
  afterAll(async () => {
    await fleet?.stop()
  })

  /** A tenant with an active lease, signed in through the public address. */
  const newTenant = async (tag: string) => {
    const property = await insertProperty(fleet.database.db, {
      name: `Fleet ${tag}`,
      total_units: 2,
    })
    const tenant = await insertTenant(fleet.database.db, {
      email: `fleet-${tag}@example.com`,
      password_hash: passwordHash,
    })
    const lease = await insertLease(fleet.database.db, {
      tenant_id: tenant.id,
      property_id: property.id,
      start_date: '2025-01-01',
      end_date: null,
    })
    const signIn = await send(fleet.publicBase, '/api/tenant/login', {
      json: { email: tenant.email, password: TENANT_PASSWORD },
    })
    expect(signIn.status).toBe(200)
    return { tenant, lease, token: (signIn.json() as { sessionToken: string }).sessionToken }
  }

  /** The same bytes from each server, asked directly, and from the public address. */
  const expectServedEverywhere = async (url: string, token: string, bytes: Uint8Array) => {
    for (const base of [...fleet.servers.map((server) => server.base), fleet.publicBase]) {
      const reply = await send(base, url, { token })
      expect(reply.status, `${url} from ${base}`).toBe(200)
      expect(sha256(reply.bytes), `${url} from ${base}`).toBe(sha256(bytes))
    }
  }

  it('started both servers at once on an empty database, with one admin', async () => {
    expect(fleet.servers.every((server) => server.isAlive())).toBe(true)
    const admins = await fleet.database.db.selectFrom('admins').select('username').execute()
    expect(admins).toEqual([{ username: FLEET_ADMIN.username }])
  })

  it('serves a payment proof, a maintenance photo and a lease document from either server', async () => {
    const { tenant, lease, token } = await newTenant('files')
    const proof = pngOf(40_000, 1)
    const payment = await send(fleet.publicBase, '/api/payments', {
      token,
      form: formOf({ amount: '900.00', method: 'check', period: 'April 2026' }, [
        { field: 'proofFile', name: 'proof.png', bytes: proof, type: 'image/png' },
      ]),
    })
    expect(payment.status).toBe(201)
    await expectServedEverywhere((payment.json() as { proofFile: string }).proofFile, token, proof)

    const photo = pngOf(30_000, 2)
    const request = await send(fleet.publicBase, '/api/maintenance', {
      token,
      form: formOf(
        {
          serviceType: 'plumbing',
          specificIssue: 'Leaky faucet',
          description: 'Drips',
          urgency: 'low',
        },
        [{ field: 'files', name: 'photo.png', bytes: photo, type: 'image/png' }],
      ),
    })
    expect(request.status).toBe(201)
    const [file] = (request.json() as { files: { filePath: string }[] }).files
    await expectServedEverywhere(file?.filePath ?? '', token, photo)

    const document = await send(fleet.publicBase, `/api/admin/leases/${lease.id}/documents`, {
      token: admin,
      form: formOf({}, [
        { field: 'document', name: 'lease.pdf', bytes: LEASE_PDF, type: 'application/pdf' },
      ]),
    })
    expect(document.status).toBe(201)
    const documentId = (document.json() as { id: string }).id
    await expectServedEverywhere(
      `/api/admin/leases/${lease.id}/documents/${documentId}/download`,
      admin,
      LEASE_PDF,
    )
    expect(tenant.id).toBeTruthy()
  })

  it('shows the admin dashboard fresh on both servers right after a write', async () => {
    const { tenant } = await newTenant('dashboard')
    const revenueOn = async (base: string) => {
      const reply = await send(base, '/api/admin/dashboard', { token: admin })
      expect(reply.status).toBe(200)
      return (reply.json() as { stats: { totalRevenue: number } }).stats.totalRevenue
    }
    const [first, second] = fleet.servers
    const before = await revenueOn(first!.base)
    expect(await revenueOn(second!.base)).toBe(before)
    const recorded = await send(first!.base, '/api/admin/payments', {
      token: admin,
      json: { tenantId: tenant.id, amount: 777, method: 'cash', period: 'April 2026' },
    })
    expect(recorded.status).toBe(201)
    expect(await revenueOn(second!.base)).toBe(before + 777)
    expect(await revenueOn(first!.base)).toBe(before + 777)
  })

  it('reads every uploaded lease exactly once, whichever server takes the job', async () => {
    const uploads = await Promise.all(
      Array.from({ length: 6 }, () =>
        send(fleet.publicBase, '/api/admin/lease-intake/upload', {
          token: admin,
          form: formOf({}, [
            { field: 'document', name: 'lease.pdf', bytes: LEASE_PDF, type: 'application/pdf' },
          ]),
        }),
      ),
    )
    expect(uploads.map((reply) => reply.status)).toEqual(Array(6).fill(201))
    const ids = uploads.map((reply) => (reply.json() as { id: string }).id)
    const deadline = Date.now() + 120_000
    let intakes: { status: string; error_message: string | null }[] = []
    while (Date.now() < deadline) {
      intakes = await fleet.database.db
        .selectFrom('document_intakes')
        .select(['status', 'error_message'])
        .where('id', 'in', ids)
        .execute()
      if (intakes.every((row) => row.status !== 'uploaded' && row.status !== 'processing')) break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(intakes.map((row) => row.status)).toEqual(Array(6).fill('extracted'))
    const jobs = await fleet.database.db
      .selectFrom('jobs')
      .select(['status', 'attempts'])
      .where('kind', '=', EXTRACT_LEASE_JOB)
      .execute()
    expect(jobs).toHaveLength(6)
    expect(jobs.every((job) => job.status === 'done' && job.attempts === 1)).toBe(true)
  })

  describe('sign-in limits behind the proxy', () => {
    const tenantLogin = (email: string, password: string, from: string) =>
      send(fleet.publicBase, '/api/tenant/login', { json: { email, password }, from })

    it('locks an account out for the guessing client across both servers, not for its owner', async () => {
      const { tenant } = await newTenant('guessed')
      const guesser = '127.0.0.21'
      for (let i = 0; i < DEFAULT_THROTTLE.perAccountAndClient; i++)
        expect((await tenantLogin(tenant.email, 'wrong-password-1', guesser)).status).toBe(401)
      // The proxy spread those guesses over both servers; the limit still holds.
      expect((await tenantLogin(tenant.email, TENANT_PASSWORD, guesser)).status).toBe(429)
      expect((await tenantLogin(tenant.email, TENANT_PASSWORD, '127.0.0.22')).status).toBe(200)
    })

    it('limits one client address however many accounts it tries, and only that address', async () => {
      const { tenant } = await newTenant('bystander')
      const sprayer = '127.0.0.31'
      for (let i = 0; i < DEFAULT_THROTTLE.perClient; i++) {
        const reply = await tenantLogin(`nobody-${i}@example.com`, 'wrong-password-1', sprayer)
        expect(reply.status).toBe(401)
      }
      expect((await tenantLogin(tenant.email, TENANT_PASSWORD, sprayer)).status).toBe(429)
      expect((await tenantLogin(tenant.email, TENANT_PASSWORD, '127.0.0.32')).status).toBe(200)
    })
  })

  it('keeps serving through the other server when one is killed mid-upload', async () => {
    const [victim, survivor] = fleet.servers
    const upload = slowUpload(
      victim!.base,
      '/api/admin/lease-intake/upload',
      admin,
      Buffer.concat([LEASE_PDF, Buffer.alloc(2 * 1024 * 1024, 0x20)]),
      20,
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
    await victim!.kill()
    expect(await upload).toBe(0)

    const statuses: number[] = []
    for (let i = 0; i < 10; i++)
      statuses.push((await send(fleet.publicBase, '/api/admin/me', { token: admin })).status)
    expect(statuses).toEqual(Array(10).fill(200))
    expect(survivor!.isAlive()).toBe(true)

    // Nothing half-written: every stored file row has its object in the bucket.
    const rows = await fleet.database.db
      .selectFrom('stored_files')
      .select(['id', 'sha256'])
      .execute()
    for (const row of rows) {
      const reply = await send(survivor!.base, `/api/files/${row.id}`, { token: admin })
      expect(reply.status, `file ${row.id}`).toBe(200)
      expect(sha256(reply.bytes)).toBe(row.sha256)
    }

    // Back in the fleet after a restart.
    await victim!.start()
    expect((await send(victim!.base, '/api/admin/me', { token: admin })).status).toBe(200)
  })
})
