import { deflateSync } from 'node:zlib'
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { expect } from './fixtures'

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

const crc32 = (bytes: Buffer) => {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A real PNG of one colour, so the browser shows a preview and the server sniffs an image. */
export const pngPhoto = (name: string, [r, g, b]: [number, number, number]) => {
  const width = 40
  const height = 30
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ])
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
  return { name, mimeType: 'image/png', buffer }
}

/** The tenant's own API session, as their browser would hold it (cookie). */
export const tenantApi = async (baseURL: string, tenant: { email: string; password: string }) => {
  const api = await playwrightRequest.newContext({ baseURL })
  const login = await api.post('/api/tenant/login', {
    data: { email: tenant.email, password: tenant.password },
  })
  expect(login.ok()).toBe(true)
  return api
}

/** Files a request through the API, for tests about what happens to it afterwards. */
export const submitRequest = async (
  api: APIRequestContext,
  fields: { serviceType: string; specificIssue: string; description: string; urgency?: string },
) => {
  const res = await api.post('/api/maintenance', {
    multipart: { urgency: 'medium', ...fields, files: pngPhoto('leak.png', [13, 148, 136]) },
  })
  expect(res.status()).toBe(201)
  return (await res.json()) as { id: string }
}
