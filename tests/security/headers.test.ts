import { BLANK_PDF } from '../pdf-bytes'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { multipartBody, PNG_BYTES } from '../multipart'
import { openTestDatabase, testDialects } from '../test-database'
import { adminHeaders, newSessionToken, seedWorld, type World } from './world'

/*
 * Security headers on the three kinds of response the server sends:
 * the SPA's HTML, JSON from the API, and stored files. And what the browser is allowed to render
 * inline: only the image and PDF types the upload sniffer accepts, always with nosniff.
 */

const INDEX_HTML = fs.readFileSync(path.resolve('src/client/index.html'), 'utf8')

/** The directives of a CSP header, by name. */
const directives = (csp: string | undefined): Record<string, string[]> =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  )

/** The server as `npm start` builds it, with a client folder, over a fresh database. */
const serverWith = async (kind: (typeof testDialects)[number], publicUrl: string) => {
  const database = await openTestDatabase(kind)
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-client-'))
  fs.mkdirSync(path.join(clientDir, 'assets'))
  fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML)
  fs.writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)\n')
  const config = loadConfig({ DATA_DIR: database.dataDir, PUBLIC_URL: publicUrl })
  const app = await buildApp({ config, db: database.db, databaseKind: database.kind, clientDir })
  return { app, database, clientDir, config }
}

type Server = Awaited<ReturnType<typeof serverWith>>

describe.each(testDialects)('security headers on %s', (dialect) => {
  const servers: Server[] = []
  let https: Server
  let http: Server
  let world: World

  beforeAll(async () => {
    https = await serverWith(dialect, 'https://hearth.example.com')
    http = await serverWith(dialect, 'http://localhost:3000')
    servers.push(https, http)
    // The seeded world lives on the https server: its files are the downloads checked below.
    world = await seedWorld({
      app: https.app,
      db: https.database.db,
      config: https.config,
      close: async () => undefined,
    })
  }, 120_000)
  afterAll(async () => {
    for (const server of servers) {
      await server.app.close()
      await server.database.close()
      fs.rmSync(server.clientDir, { recursive: true, force: true })
    }
  })

  /** One of each kind of response: the SPA page, a hashed asset, API JSON, an API error, a stored file, a download. */
  const responses = async (server: Server, withFiles: boolean) => {
    const list = [
      ['the SPA page', await server.app.inject({ url: '/dashboard' })],
      ['a client asset', await server.app.inject({ url: '/assets/main-abc123.js' })],
      ['API JSON', await server.app.inject({ url: '/api/health' })],
      ['an API error', await server.app.inject({ url: '/api/tenant/me' })],
    ] as const
    if (!withFiles) return list
    const admin = await adminHeaders(world)
    return [
      ...list,
      [
        'a stored file',
        await server.app.inject({
          url: `/api/files/${world.tenants.A.proofFileId}`,
          headers: admin,
        }),
      ],
      [
        'a lease document download',
        await server.app.inject({
          url: `/api/admin/leases/${world.tenants.A.leaseId}/documents/${world.tenants.A.leaseDocumentId}/download`,
          headers: admin,
        }),
      ],
      [
        'a receipt',
        await server.app.inject({
          url: `/api/payments/${world.tenants.A.paymentId}/receipt`,
          headers: admin,
        }),
      ],
    ] as const
  }

  it('sends a CSP with no inline or eval script and no framing, on every kind of response', async () => {
    for (const [label, res] of await responses(https, true)) {
      expect(res.statusCode, label).toBeLessThan(500)
      const csp = directives(res.headers['content-security-policy'] as string | undefined)
      expect(csp['script-src'], label).toEqual(["'self'"])
      expect(csp['script-src-attr'], label).toEqual(["'none'"])
      expect(csp['default-src'], label).toEqual(["'self'"])
      expect(csp['object-src'], label).toEqual(["'none'"])
      expect(csp['frame-ancestors'], label).toEqual(["'none'"])
      expect(csp['base-uri'], label).toEqual(["'self'"])
      expect(res.headers['x-content-type-options'], label).toBe('nosniff')
    }
  })

  it('sends HSTS when PUBLIC_URL is https, on every kind of response', async () => {
    for (const [label, res] of await responses(https, true)) {
      const hsts = String(res.headers['strict-transport-security'] ?? '')
      expect(hsts, label).toMatch(/max-age=(\d+)/)
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), label).toBeGreaterThanOrEqual(31_536_000)
      expect(
        directives(res.headers['content-security-policy'] as string)['upgrade-insecure-requests'],
        label,
      ).toEqual([])
    }
  })

  it('sends no HSTS over plain http, where it would lock a LAN install out', async () => {
    for (const [label, res] of await responses(http, false)) {
      expect(res.headers['strict-transport-security'], label).toBeUndefined()
      expect(
        directives(res.headers['content-security-policy'] as string)['upgrade-insecure-requests'],
        label,
      ).toBeUndefined()
    }
  })

  it('serves index.html with no inline script and no inline event handler', async () => {
    const res = await https.app.inject({ url: '/' })
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes).toMatch(/\bsrc=/)
      expect(body.trim()).toBe('')
    }
    expect(res.body).not.toMatch(/\son[a-z]+\s*=/i)
    expect(res.body).not.toMatch(/javascript:/i)
  })

  it('sends stored files with their own type, nosniff and a Content-Disposition, never cached publicly', async () => {
    const admin = await adminHeaders(world)
    const photo = await https.app.inject({
      url: `/api/files/${world.tenants.A.photoFileId}`,
      headers: admin,
    })
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toBe('image/jpeg')
    expect(photo.headers['x-content-type-options']).toBe('nosniff')
    expect(photo.headers['content-disposition']).toBe(
      `inline; filename="photo-A.jpg"; filename*=UTF-8''photo-A.jpg`,
    )
    expect(photo.headers['cache-control']).toMatch(/^private/)

    const download = await https.app.inject({
      url: `/api/admin/leases/${world.tenants.A.leaseId}/documents/${world.tenants.A.leaseDocumentId}/download`,
      headers: admin,
    })
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Lease\.pdf"/)

    const receipt = await https.app.inject({
      url: `/api/payments/${world.tenants.A.paymentId}/receipt`,
      headers: admin,
    })
    expect(receipt.headers['content-disposition']).toMatch(/^attachment; /)
    expect(receipt.headers['x-content-type-options']).toBe('nosniff')

    const csv = await https.app.inject({ url: '/api/admin/payments/export.csv', headers: admin })
    expect(csv.headers['content-disposition']).toMatch(/^attachment; /)
    expect(csv.headers['x-content-type-options']).toBe('nosniff')
  })

  it('refuses SVG and HTML uploads, and serves an HTML/PDF polyglot only as a PDF', async () => {
    const tenantCookie = {
      hearth_tenant_session: await newSessionToken(world.ctx, 'tenant', world.tenants.A.tenantId),
    }
    const pay = async (bytes: Uint8Array, filename: string, type: string) => {
      const body = await multipartBody({ amount: '10', method: 'cash', period: 'June 2026' }, [
        { field: 'proofFile', filename, bytes, type },
      ])
      return https.app.inject({
        method: 'POST',
        url: '/api/payments',
        cookies: tenantCookie,
        headers: body.headers,
        payload: body.payload,
      })
    }
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')
    expect((await pay(svg, 'proof.svg', 'image/svg+xml')).statusCode).toBe(415)
    expect((await pay(svg, 'proof.png', 'image/png')).statusCode).toBe(415)
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>')
    expect((await pay(html, 'proof.html', 'text/html')).statusCode).toBe(415)

    // "%PDF-" inside an HTML page's first kilobyte does not make it a PDF: opened from disk, its
    // script would run.
    const polyglot = Buffer.concat([html, Buffer.from('\n%PDF-1.4\n%%EOF\n')])
    expect((await pay(polyglot, 'proof.html', 'text/html')).statusCode).toBe(415)

    // A PDF header with nothing pdf.js can open behind it is refused with a sentence.
    const hollow = await pay(
      Buffer.from('%PDF-1.7\n' + 'garbage '.repeat(50)),
      'proof.pdf',
      'application/pdf',
    )
    expect(hollow.statusCode).toBe(400)
    expect(hollow.json().error).toMatch(/^This PDF could not be opened/)

    // A real PDF uploaded under an .html name is kept and sent under the name of what it is.
    const pdf = Buffer.concat([Buffer.from('\uFEFF \n'), BLANK_PDF])
    const created = await pay(pdf, 'proof.html', 'text/html')
    expect(created.statusCode).toBe(201)
    const file = await https.app.inject({
      url: created.json().proofFile as string,
      cookies: tenantCookie,
    })
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['x-content-type-options']).toBe('nosniff')
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="proof\.pdf"/)
  })

  it('sends any stored type other than images and PDF as an attachment, never inline', async () => {
    // Not reachable through the upload rules; guards the download path on its own.
    const { db } = https.database
    const key = await https.app.storage.put(Buffer.from('<script>alert(1)</script>'))
    const id = randomUUID()
    await db
      .insertInto('stored_files')
      .values({
        id,
        storage_key: key,
        original_name: 'page.html',
        content_type: 'text/html',
        size_bytes: 25,
        sha256: '0',
        owner_type: 'tenant',
        owner_id: world.tenants.A.tenantId,
        created_at: new Date().toISOString(),
      })
      .execute()
    const res = await https.app.inject({
      url: `/api/files/${id}`,
      headers: await adminHeaders(world),
    })
    expect(res.headers['content-disposition']).toMatch(/^attachment; /)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('keeps a hostile upload filename from breaking out of Content-Disposition', async () => {
    const tenantCookie = {
      hearth_tenant_session: await newSessionToken(world.ctx, 'tenant', world.tenants.A.tenantId),
    }
    const body = await multipartBody({ amount: '10', method: 'cash', period: 'July 2026' }, [
      {
        field: 'proofFile',
        filename: '../../x"; filename="evil.html\\ünï.png',
        bytes: PNG_BYTES,
        type: 'image/png',
      },
    ])
    const created = await https.app.inject({
      method: 'POST',
      url: '/api/payments',
      cookies: tenantCookie,
      headers: body.headers,
      payload: body.payload,
    })
    expect(created.statusCode).toBe(201)
    const file = await https.app.inject({
      url: created.json().proofFile as string,
      cookies: tenantCookie,
    })
    const disposition = String(file.headers['content-disposition'])
    expect(disposition.match(/filename="/g)).toHaveLength(1)
    expect(disposition).not.toMatch(/[\r\n]/)
    expect(disposition).not.toContain('..')
  })
})
